"""The API planners against local fake servers over real HTTP, alone and driving the loop."""

from __future__ import annotations

import json
from typing import Any

import pytest
from llm_server import FakeLLMServer, Reply, anthropic_reply, openai_reply

from handrail.backends.fake import FakeBackend
from handrail.loop import Ending, RunConfig, Runner, parse_plan, read_run
from handrail.model import TargetQuery
from handrail.planners import (
    AnthropicPlanner,
    HttpOptions,
    OpenAIPlanner,
    PlannerError,
    PlanRequest,
    Pricing,
)
from handrail.session import Session

FAST = HttpOptions(timeout=2.0, retries=2, backoff=0.01, max_backoff=0.05)
REQUEST = PlanRequest(system="rules", user="do it")
GOOD = {
    "status": "continue",
    "summary": "press 2",
    "expect": "2 shown",
    "actions": [{"type": "click", "element_id": "e13"}],
}


def openai(server: FakeLLMServer, **kw: Any) -> OpenAIPlanner:
    return OpenAIPlanner(
        model="fake-gpt",
        base_url=server.url + "/v1",
        api_key="test-key",
        http=kw.pop("http", FAST),
        pricing=Pricing(input_per_mtok=2.0, output_per_mtok=8.0),
        **kw,
    )


def anthropic(server: FakeLLMServer, **kw: Any) -> AnthropicPlanner:
    return AnthropicPlanner(
        model="fake-claude",
        base_url=server.url,
        api_key="test-key",
        http=kw.pop("http", FAST),
        pricing=Pricing(input_per_mtok=3.0, output_per_mtok=15.0),
        **kw,
    )


async def test_openai_good_plan_usage_cost_and_request_shape(llm_server: FakeLLMServer) -> None:
    llm_server.script = [openai_reply(json.dumps(GOOD))]
    async with openai(llm_server) as planner:
        reply = await planner.plan(REQUEST)
    assert parse_plan(reply.text).actions[0]["element_id"] == "e13"
    assert reply.usage.input_tokens == 900 and reply.usage.output_tokens == 60
    assert reply.usage.cost_usd == pytest.approx((900 * 2 + 60 * 8) / 1e6)
    assert reply.model == "fake-gpt"
    req = llm_server.requests[0]
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["authorization"] == "Bearer test-key"
    body = req["json"]
    assert body["model"] == "fake-gpt"
    assert body["messages"][0] == {"role": "system", "content": "rules"}
    assert body["response_format"]["type"] == "json_schema"
    assert "test-key" not in json.dumps(planner.settings)


async def test_anthropic_tool_call_plan_and_request_shape(llm_server: FakeLLMServer) -> None:
    llm_server.script = [anthropic_reply(plan=GOOD)]
    async with anthropic(llm_server) as planner:
        reply = await planner.plan(REQUEST)
    assert json.loads(reply.text) == GOOD
    assert reply.usage.cost_usd == pytest.approx((800 * 3 + 50 * 15) / 1e6)
    req = llm_server.requests[0]
    assert req["path"] == "/v1/messages"
    assert req["headers"]["x-api-key"] == "test-key"
    assert req["headers"]["anthropic-version"] == "2023-06-01"
    assert req["json"]["system"] == "rules"
    assert req["json"]["tool_choice"] == {"type": "tool", "name": "submit_plan"}


async def test_anthropic_prose_around_json_is_passed_on(llm_server: FakeLLMServer) -> None:
    llm_server.script = [anthropic_reply(text="Sure! Here it is:\n" + json.dumps(GOOD) + "\nDone.")]
    async with anthropic(llm_server, output="text") as planner:
        reply = await planner.plan(REQUEST)
    assert parse_plan(reply.text).summary == "press 2"


@pytest.mark.parametrize("make", [openai, anthropic])
async def test_retries_429_and_500_with_backoff(llm_server: FakeLLMServer, make: Any) -> None:
    good = openai_reply(json.dumps(GOOD)) if make is openai else anthropic_reply(plan=GOOD)
    llm_server.script = [
        Reply(status=429, body={"error": "rate"}, headers={"retry-after": "0"}),
        Reply(status=500, body={"error": "boom"}),
        good,
    ]
    async with make(llm_server) as planner:
        reply = await planner.plan(REQUEST)
    assert parse_plan(reply.text).status == "continue"
    assert len(llm_server.requests) == 3


@pytest.mark.parametrize("make", [openai, anthropic])
async def test_gives_up_after_the_retries(llm_server: FakeLLMServer, make: Any) -> None:
    llm_server.script = [Reply(status=503, body="unavailable")] * 5
    async with make(llm_server) as planner:
        with pytest.raises(PlannerError, match=r"after 3 attempts: HTTP 503"):
            await planner.plan(REQUEST)
    assert len(llm_server.requests) == 3


async def test_client_errors_are_not_retried(llm_server: FakeLLMServer) -> None:
    llm_server.script = [Reply(status=401, body={"error": "bad key"})] * 3
    async with openai(llm_server) as planner:
        with pytest.raises(PlannerError, match="refused the request: HTTP 401"):
            await planner.plan(REQUEST)
    assert len(llm_server.requests) == 1


@pytest.mark.parametrize("make", [openai, anthropic])
async def test_slow_replies_past_the_timeout(llm_server: FakeLLMServer, make: Any) -> None:
    good = openai_reply(json.dumps(GOOD)) if make is openai else anthropic_reply(plan=GOOD)
    slow = Reply(body=good.body, held=True)
    llm_server.script = [slow, slow]
    opts = HttpOptions(timeout=0.3, retries=1, backoff=0.01)
    async with make(llm_server, http=opts) as planner:
        with pytest.raises(PlannerError, match=r"no reply within 0.3s"):
            await planner.plan(REQUEST)
    assert len(llm_server.requests) == 2


async def test_a_slow_reply_then_a_fast_one_succeeds(llm_server: FakeLLMServer) -> None:
    good = openai_reply(json.dumps(GOOD))
    llm_server.script = [Reply(body=good.body, held=True), good]
    async with openai(
        llm_server, http=HttpOptions(timeout=0.3, retries=1, backoff=0.01)
    ) as planner:
        reply = await planner.plan(REQUEST)
    assert json.loads(reply.text) == GOOD


async def test_a_response_that_is_not_json(llm_server: FakeLLMServer) -> None:
    llm_server.script = [Reply(body="<html>oops</html>")]
    async with openai(llm_server) as planner:
        with pytest.raises(PlannerError, match="not JSON"):
            await planner.plan(REQUEST)


def _press(name_id: str, **extra: Any) -> str:
    return json.dumps(
        {
            "status": "continue",
            "summary": "press",
            "actions": [{"type": "click", "element_id": name_id}],
            **extra,
        }
    )


async def test_loop_over_openai_with_bad_replies_repaired(
    llm_server: FakeLLMServer, tmp_path: Any
) -> None:
    session = Session(FakeBackend(), settle_timeout=0)
    snap = await session.observe(TargetQuery(app="calc"))
    ids = {e.name: e.id for e in snap.elements}
    too_many = json.dumps(
        {
            "status": "continue",
            "summary": "2 then 3",
            "actions": [
                {"type": "click", "element_id": ids["2"]},
                {"type": "click", "element_id": ids["3"]},
            ],
        }
    )
    llm_server.script = [
        openai_reply(
            '{"status": "continue", "actions": [{"type": "click", "element_id": '
        ),  # malformed
        openai_reply("Let me invent one: " + _press("e404") + " ok?"),  # prose + invented id
        openai_reply(
            json.dumps(
                {"status": "continue", "summary": "x", "actions": [{"type": "shell", "cmd": "rm"}]}
            )
        ),
        Reply(status=429, body={"error": "slow down"}, headers={"retry-after": "0"}),
        openai_reply(too_many),  # repaired: 2 actions, 1 allowed
        openai_reply(
            "```json\n"
            + json.dumps({"status": "finished", "summary": "2 shown", "actions": []})
            + "\n```"
        ),
    ]
    planner = openai(llm_server)
    cfg = RunConfig(instruction="press 2", log_dir=tmp_path, screenshots=False, max_repairs=2)
    async with planner:
        result = await Runner(session, TargetQuery(app="calc"), planner, cfg).run()
    # Round 1: malformed, invented id, not whitelisted -> blocked after 2 repairs.
    assert result.status is Ending.BLOCKED
    assert "not an action" in result.reason
    second = llm_server.requests[1]["json"]["messages"]
    assert second[-2]["role"] == "assistant" and "rejected" in second[-1]["content"]
    # A second run continues the script: 429 retried, extra action dropped, finished.
    cfg2 = RunConfig(instruction="press 2", log_dir=tmp_path, screenshots=False)
    async with openai(llm_server) as planner2:
        result2 = await Runner(session, TargetQuery(app="calc"), planner2, cfg2).run()
    assert result2.status is Ending.UNVERIFIED
    rounds = read_run(result2.log_dir).rounds
    assert rounds[0]["validation"]["dropped"] == [{"type": "click", "element_id": ids["3"]}]
    assert rounds[0]["usage"]["input_tokens"] == 900
    assert result2.usage.cost_usd > 0
    assert FakeBackend is type(session.backend)
    assert session.backend.apps[0].window.find("Display").value == "2"  # type: ignore[attr-defined]


async def test_loop_over_anthropic(llm_server: FakeLLMServer, tmp_path: Any) -> None:
    session = Session(FakeBackend(), settle_timeout=0)
    snap = await session.observe(TargetQuery(app="calc"))
    ids = {e.name: e.id for e in snap.elements}
    llm_server.script = [
        anthropic_reply(
            plan={
                "status": "continue",
                "summary": "7",
                "actions": [{"type": "click", "element_id": ids["7"]}],
            }
        ),
        Reply(status=500, body={"error": "overloaded"}),
        anthropic_reply(plan={"status": "finished", "summary": "7 shown", "actions": []}),
    ]
    cfg = RunConfig(instruction="press 7", log_dir=tmp_path, screenshots=False)
    async with anthropic(llm_server) as planner:
        result = await Runner(session, TargetQuery(app="calc"), planner, cfg).run()
    assert result.status is Ending.UNVERIFIED
    assert result.usage.calls == 2
    assert read_run(result.log_dir).header["planner"]["name"] == "anthropic"


async def test_openai_falls_back_when_structured_output_is_refused(
    llm_server: FakeLLMServer,
) -> None:
    refuse = Reply(status=400, body={"error": {"message": "response_format is not supported"}})
    llm_server.script = [refuse, refuse, openai_reply(json.dumps(GOOD)), openai_reply("{}")]
    async with openai(llm_server) as planner:
        reply = await planner.plan(REQUEST)
        assert json.loads(reply.text) == GOOD
        assert reply.output == "tool"
        await planner.plan(REQUEST)
    formats = [r["json"].get("response_format", {}).get("type") for r in llm_server.requests]
    assert formats == ["json_schema", "json_object", None, None]
    # The mode that answered is kept for the rest of the run.
    assert [bool(r["json"].get("tools")) for r in llm_server.requests] == [False, False, True, True]
    assert set(planner.refused) == {"json-schema", "json-object"}


def _png() -> bytes:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (8, 6), "red").save(buf, format="PNG")
    return buf.getvalue()


async def test_a_picture_goes_as_openai_image_input_and_anthropic_image_block(
    llm_server: FakeLLMServer,
) -> None:
    import base64

    from handrail.planners import PlanImage

    png = _png()
    picture = PlanImage(data=png, width=8, height=6, tokens={"openai": 255, "anthropic": 1})
    request = PlanRequest(system="rules", user="do it", image=picture, repairs=(("{", "bad"),))
    llm_server.script = [openai_reply(json.dumps(GOOD)), anthropic_reply(plan=GOOD)]
    async with openai(llm_server) as planner:
        await planner.plan(request)
    async with anthropic(llm_server) as planner:
        await planner.plan(request)
    first = llm_server.requests[0]["json"]["messages"]
    # The first user turn carries text and the picture; the repair turns stay text.
    assert first[1]["role"] == "user"
    text, image = first[1]["content"]
    assert text == {"type": "text", "text": "do it"}
    assert image["type"] == "image_url" and image["image_url"]["detail"] == "high"
    url = image["image_url"]["url"]
    assert url.startswith("data:image/png;base64,")
    assert base64.b64decode(url.split(",", 1)[1]) == png
    assert first[2]["content"] == "{"
    second = llm_server.requests[1]["json"]["messages"]
    block, text = second[0]["content"]
    assert text == {"type": "text", "text": "do it"}
    assert block["type"] == "image" and block["source"]["media_type"] == "image/png"
    assert base64.b64decode(block["source"]["data"]) == png
    assert isinstance(second[1]["content"], str)


async def test_a_picture_counts_by_its_size_when_the_server_reports_no_usage(
    llm_server: FakeLLMServer,
) -> None:
    from handrail.planners import PlanImage

    body = openai_reply(json.dumps(GOOD)).body
    assert isinstance(body, dict)
    llm_server.script = [Reply(body={k: v for k, v in body.items() if k != "usage"})] * 2
    plain = PlanRequest(system="rules", user="do it")
    seen = PlanRequest(
        system="rules", user="do it", image=PlanImage(data=_png(), tokens={"openai": 765})
    )
    async with openai(llm_server) as planner:
        without = await planner.plan(plain)
        with_picture = await planner.plan(seen)
    assert with_picture.usage.input_tokens == without.usage.input_tokens + 765
