from cadogan.cli import main

raise SystemExit(main())
