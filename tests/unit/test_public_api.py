import importlib
import inspect
import pkgutil

import handrail


def test_all_is_honest() -> None:
    for name in handrail.__all__:
        assert hasattr(handrail, name), name
    public = {
        n
        for n in vars(handrail)
        if not n.startswith("_") and not inspect.ismodule(getattr(handrail, n))
    }
    missing = public - set(handrail.__all__)
    assert not missing, f"public but not in __all__: {missing}"


def test_every_module_all_names_exist_and_have_docstrings() -> None:
    for info in pkgutil.walk_packages(handrail.__path__, "handrail."):
        module = importlib.import_module(info.name)
        assert module.__doc__, f"{info.name} has no docstring"
        for name in getattr(module, "__all__", []):
            obj = getattr(module, name)
            if inspect.isclass(obj) or inspect.isfunction(obj):
                assert obj.__doc__, f"{info.name}.{name} has no docstring"
