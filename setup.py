# Only the package list lives here; all other metadata is in pyproject.toml.
# `bufferize.grammar` is the top-level grammar/ folder (see package-dir there),
# which find_packages() cannot discover by itself.
from setuptools import find_packages, setup

setup(packages=find_packages(include=["bufferize", "bufferize.*"]) + ["bufferize.grammar"])
