"""What the repository promises an operator outside the code: every dependency pinned within the ranges
pyproject.toml allows, and the Docker instructions agreeing with each other."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent


def pins() -> dict[str, str]:
    lines = (ROOT / "constraints.txt").read_text().splitlines()
    pairs = (line.split("==") for line in lines if line and not line.startswith("#"))
    return {canonicalize_name(name): version for name, version in pairs}


def test_every_dependency_is_pinned_within_its_range() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pinned = pins()
    for spec in [*project["dependencies"], *project["optional-dependencies"]["dev"]]:
        requirement = Requirement(spec)
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{name} is not in constraints.txt"
        assert requirement.specifier.contains(pinned[name]), f"{name}=={pinned[name]} is outside {spec}"


def test_the_image_installs_the_pins_and_the_docs_name_one_volume() -> None:
    dockerfile, readme = (ROOT / "Dockerfile").read_text(), (ROOT / "README.md").read_text()
    assert "pip install -c constraints.txt ." in dockerfile
    volumes = set(re.findall(r"-v (\S+):/app/var", dockerfile + readme))
    assert volumes == {"cardbot-var"}
