def init():
    pass


def run(mini_batch):
    # mini_batch is a pandas DataFrame for mltable inputs
    return [f"{len(mini_batch)} rows"]
