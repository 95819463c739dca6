"""The stages a step is seen in. Most moves glide straight to where they
end; a step that shuffles (a re-deal) is seen as the player would do it by
hand: the cards are gathered, shuffled, then dealt again."""

from __future__ import annotations

from ...core import Step
from ...core.ops import Permute, revert_all
from ...core.state import State


def stages(after: State, step: Step) -> list[State]:
    """The positions to show before ``after`` (the position ``step`` led
    to): for each shuffle of the step, the cards gathered just before it,
    then the same pile shuffled (in a spread pile the cards change places).
    Empty for a step that shuffles nothing."""
    result = []
    for index, op in enumerate(step.ops):
        if isinstance(op, Permute):
            for cut in (index, index + 1):
                position = after.copy()
                revert_all(position, step.ops[cut:])
                result.append(position)
    return result
