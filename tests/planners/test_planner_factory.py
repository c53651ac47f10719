"""The planner factory's messages name arguments for each shell to spell, not CLI flags."""

from __future__ import annotations

from pathlib import Path

import pytest

from handrail.config import Settings
from handrail.errors import UsageError
from handrail.planners.factory import make_planner


@pytest.mark.parametrize("spec", ["openai", "anthropic"])
def test_a_missing_model_is_named_as_an_argument(spec: str, tmp_path: Path) -> None:
    settings = Settings(state_dir=tmp_path, openai_api_key="k", anthropic_api_key="k")
    with pytest.raises(UsageError) as caught:
        make_planner(spec, settings)
    err = caught.value
    assert "--model" not in str(err)
    assert "needs a model" in str(err)
    assert "--model" in err.phrased(lambda name: f"--{name}")
    assert "model=" in err.phrased(lambda name: f"{name}=")
