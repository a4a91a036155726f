package com.example.mcp.ledger;

public interface LedgerTool {
    String getName();

    String getDescription();
}
