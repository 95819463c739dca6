"""What is kept on disk: the game in progress, the shelf of games set aside,
statistics, settings and the single-instance lock.
"""
