"""Output modes against fakes of each server kind, over real HTTP: what each refuses, what
``auto`` settles on, what it remembers, and whole runs that end as they should."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from llm_server import DIALECTS, FakeLLMServer, Reply, anthropic_reply

from handrail.backends.fake import FakeBackend
from handrail.loop import Ending, RunConfig, Runner, read_run
from handrail.loop.criteria import load_criteria
from handrail.model import TargetQuery
from handrail.planners import AnthropicPlanner, HttpOptions, OpenAIPlanner, PlannerError
from handrail.planners.base import PlanRequest
from handrail.planners.output import OutputMemory
from handrail.session import Session

FAST = HttpOptions(timeout=2.0, retries=3, backoff=0.01, max_backoff=0.05)
REQUEST = PlanRequest(system="rules", user="do it")
CALC = TargetQuery(app="calc")


def press(name: str) -> str:
    return json.dumps(
        {
            "status": "continue",
            "summary": f"press {name}",
            "actions": [{"type": "click", "element": {"role": "button", "name": name}}],
        }
    )


DONE = json.dumps({"status": "finished", "summary": "5 shown", "actions": []})


def planner(server: FakeLLMServer, tmp_path: Path, **kw: Any) -> OpenAIPlanner:
    return OpenAIPlanner(
        model="tiny",
        base_url=server.url + "/v1",
        http=FAST,
        memory=OutputMemory(tmp_path / "planner-output.json"),
        **kw,
    )


def sent_mode(body: dict[str, Any]) -> str:
    fmt = body.get("response_format")
    if isinstance(fmt, dict):
        return {"json_schema": "json-schema", "json_object": "json-object"}[fmt["type"]]
    return "tool" if body.get("tools") else "text"


@pytest.mark.parametrize("name", sorted(DIALECTS))
async def test_auto_settles_on_what_the_server_takes_and_remembers_it(
    llm_server: FakeLLMServer, tmp_path: Path, name: str
) -> None:
    dialect = DIALECTS[name]
    llm_server.dialect = dialect
    llm_server.plans = [press("2"), press("3")]
    async with planner(llm_server, tmp_path) as p:
        reply = await p.plan(REQUEST)
    assert reply.output == dialect.expected
    assert json.loads(reply.text)["summary"] == "press 2"
    sent = [sent_mode(r["json"]) for r in llm_server.requests]
    # Each refused mode is asked once (a refusal is never retried), then the one that works.
    order = ["json-schema", "json-object", "tool", "text"]
    assert sent == order[: order.index(dialect.expected) + 1]
    assert reply.fingerprint == dialect.fingerprint
    assert reply.sampling == {"temperature": 0.0, "max_tokens": 800}
    # A new run (a new planner) starts with what worked.
    async with planner(llm_server, tmp_path) as again:
        second = await again.plan(REQUEST)
    assert second.output == dialect.expected
    assert sent_mode(llm_server.requests[-1]["json"]) == dialect.expected
    remembered = json.loads((tmp_path / "planner-output.json").read_text())
    entry = remembered[f"{llm_server.url}/v1 tiny"]
    assert entry["mode"] == dialect.expected
    assert set(entry["refused"]) == set(order[: order.index(dialect.expected)])


async def test_llama_cpp_python_500_on_json_schema_is_not_retried(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.dialect = DIALECTS["llama-cpp-python"]
    llm_server.plans = [press("2")]
    async with planner(llm_server, tmp_path, output="json-schema") as p:
        with pytest.raises(PlannerError, match=r"HTTP 500.*output mode json-schema") as err:
            await p.plan(REQUEST)
    assert "after" not in err.value.message  # one refusal, not four attempts
    assert len(llm_server.requests) == 1


async def test_a_500_that_is_no_refusal_is_still_retried(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.script = [Reply(status=500, body={"error": "CUDA out of memory"})] * 4
    async with planner(llm_server, tmp_path) as p:
        with pytest.raises(PlannerError, match="after 4 attempts"):
            await p.plan(REQUEST)
    assert len(llm_server.requests) == 4
    assert not (tmp_path / "planner-output.json").exists()


@pytest.mark.parametrize(
    ("name", "mode", "said"),
    [
        ("lmstudio", "json-object", "must be 'json_schema' or 'text'"),
        ("llama.cpp", "tool", "tools param requires --jinja flag"),
        ("ollama", "tool", "does not support tools"),
    ],
)
async def test_an_explicit_mode_the_server_refuses_fails_at_once(
    llm_server: FakeLLMServer, tmp_path: Path, name: str, mode: str, said: str
) -> None:
    llm_server.dialect = DIALECTS[name]
    llm_server.plans = [press("2")]
    async with planner(llm_server, tmp_path, output=mode) as p:
        with pytest.raises(PlannerError, match=said):
            await p.plan(REQUEST)
    assert len(llm_server.requests) == 1


async def test_tool_mode_reads_the_call_arguments(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.dialect = DIALECTS["vllm"]
    llm_server.plans = [press("7")]
    async with planner(llm_server, tmp_path, output="tool") as p:
        reply = await p.plan(REQUEST)
    body = llm_server.requests[0]["json"]
    assert body["tool_choice"] == {"type": "function", "function": {"name": "submit_plan"}}
    assert (
        body["tools"][0]["function"]["parameters"]["anyOf"][0]["properties"]["actions"]["minItems"]
        == 1
    )
    assert json.loads(reply.text)["summary"] == "press 7"


async def test_the_schema_sent_holds_continue_to_an_action(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.dialect = DIALECTS["llama-cpp-python"]
    llm_server.plans = [press("2")]
    async with planner(llm_server, tmp_path) as p:
        await p.plan(REQUEST)
    fmt = llm_server.requests[-1]["json"]["response_format"]
    assert fmt["type"] == "json_object"
    go_on, stop = fmt["schema"]["anyOf"]
    assert go_on["properties"]["status"]["enum"] == ["continue"]
    assert go_on["properties"]["actions"]["minItems"] == 1
    assert stop["properties"]["status"]["enum"] == ["finished", "blocked"]


async def test_usage_counted_with_the_tokenizer_when_the_server_reports_none(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    from dataclasses import replace

    llm_server.dialect = replace(DIALECTS["vllm"], usage=False)
    llm_server.plans = [press("2")]
    async with OpenAIPlanner(model="gpt-4o", base_url=llm_server.url + "/v1", http=FAST) as p:
        reply = await p.plan(PlanRequest(system="rules " * 50, user="press the 2 button"))
    assert reply.tokens_source == "o200k_base"
    # 50 repetitions of "rules " and a short line: about 55 tokens, not characters / 4.
    assert 50 <= reply.usage.input_tokens <= 60
    assert reply.usage.output_tokens > 10
    llm_server.dialect = DIALECTS["vllm"]
    llm_server.plans = [press("2")]
    llm_server.answered = 0
    async with OpenAIPlanner(model="gpt-4o", base_url=llm_server.url + "/v1", http=FAST) as p:
        served = await p.plan(REQUEST)
    assert served.tokens_source == "server" and served.usage.input_tokens == 1200


@pytest.mark.parametrize("name", sorted(DIALECTS))
async def test_a_run_against_each_server_ends_as_it_should(
    llm_server: FakeLLMServer, tmp_path: Path, name: str
) -> None:
    llm_server.dialect = DIALECTS[name]
    llm_server.plans = [press("2"), press("+"), press("3"), press("="), DONE]
    session = Session(FakeBackend(), settle_timeout=0)
    cfg = RunConfig(
        instruction="compute 2+3",
        criteria=load_criteria(['textbox "Display" = "5"']),
        log_dir=tmp_path / "runs",
        screenshots=False,
    )
    async with planner(llm_server, tmp_path) as p:
        result = await Runner(session, CALC, p, cfg).run()
    assert result.status is Ending.FINISHED, result.reason
    assert result.evidence["verified"] is True
    log = read_run(result.log_dir)
    attempts = [a for r in log.rounds for a in r["attempts"]]
    assert {a["output"] for a in attempts} == {DIALECTS[name].expected}
    assert {a["model"] for a in attempts} == {f"tiny@{name}"}
    assert log.header["planner"]["settings"]["output"] == "auto"


async def test_a_run_against_anthropic_with_auto(llm_server: FakeLLMServer, tmp_path: Path) -> None:
    def plan(text: str) -> Reply:
        return anthropic_reply(plan=json.loads(text))

    llm_server.script = [plan(press("2")), plan(press("+")), plan(press("3")), plan(press("="))]
    session = Session(FakeBackend(), settle_timeout=0)
    cfg = RunConfig(
        instruction="compute 2+3",
        criteria=load_criteria(['textbox "Display" = "5"']),
        log_dir=tmp_path / "runs",
        screenshots=False,
    )
    async with AnthropicPlanner(
        model="fake-claude", api_key="k", base_url=llm_server.url, http=FAST
    ) as p:
        result = await Runner(session, CALC, p, cfg).run()
    assert result.status is Ending.FINISHED, result.reason
    body = llm_server.requests[0]["json"]
    assert body["tool_choice"] == {"type": "tool", "name": "submit_plan"}
    assert "anyOf" not in body["tools"][0]["input_schema"]  # the messages API takes none
    assert body["tools"][0]["input_schema"]["type"] == "object"


async def test_a_false_claim_of_success_over_http_never_ends_finished(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.dialect = DIALECTS["llama-cpp-python"]
    llm_server.plans = [DONE, DONE, DONE]
    session = Session(FakeBackend(), settle_timeout=0)
    cfg = RunConfig(
        instruction="compute 2+3",
        criteria=load_criteria(['textbox "Display" = "5"']),
        log_dir=tmp_path / "runs",
        screenshots=False,
    )
    async with planner(llm_server, tmp_path) as p:
        result = await Runner(session, CALC, p, cfg).run()
    assert result.status is Ending.NO_PROGRESS and result.exit_code != 0
    # The second request shows the model its claim and the failing check.
    second = llm_server.requests[-1]["json"]["messages"][1]["content"]
    assert 'you said finished, but the success checks fail: textbox "Display" = "5"' in second
