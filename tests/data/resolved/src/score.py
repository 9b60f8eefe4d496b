import os
def init():
    pass
def run(mini_batch):
    return [os.path.basename(p) + " " + os.environ.get("SCORE_MODE", "") for p in mini_batch]
