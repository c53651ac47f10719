"""Handrail's MCP server: observe, act, screenshot and run tools for any MCP client.

Named ``mcpserver`` so that it never shadows the ``mcp`` SDK it is built on.
"""

from __future__ import annotations

from handrail.mcpserver.server import INSTRUCTIONS, build_server, serve_http, serve_stdio

__all__ = ["INSTRUCTIONS", "build_server", "serve_http", "serve_stdio"]
