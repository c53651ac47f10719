import argparse

from handrail.cli.main import COMMANDS, build_parser


def registered(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def test_command_table_matches_what_modules_register() -> None:
    assert registered(build_parser()) == set(COMMANDS)


def test_one_command_imports_only_its_module() -> None:
    for command, module in COMMANDS.items():
        names = registered(build_parser(command))
        assert command in names
        assert names == {c for c, m in COMMANDS.items() if m == module}


def test_argument_errors_are_one_line_with_one_prefix(capsys) -> None:  # type: ignore[no-untyped-def]
    from handrail.cli.main import main

    assert main(["act", "e17", "click"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("handrail: act: argument ACTION: invalid choice: 'e17'")
    assert "handrail: handrail" not in err and err.count("\n") == 1
    assert main(["--no-such-flag"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("handrail: unrecognized arguments") or err.startswith("handrail: ")
    assert "handrail: handrail" not in err
