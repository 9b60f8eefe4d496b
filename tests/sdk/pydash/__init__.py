# SPDX-License-Identifier: MIT
"""A stand-in for the three pydash functions azure-ai-ml uses (get, omit, objects.set_); Debian does not package pydash."""
from . import objects
from .objects import get, omit, set_
