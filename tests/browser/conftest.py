from browser_fixtures import browser_env, conformance_browser  # noqa: F401  (fixtures)
