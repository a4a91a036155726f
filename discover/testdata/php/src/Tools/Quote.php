<?php

namespace Ledger\Tools;

use PhpMcp\Server\Attributes\McpTool;

/**
 * An invokable tool.
 */
#[McpTool(name: 'quote', description: <<<EOT
    Returns a quote for a pair:\tbid and ask.
    EOT)]
final class Quote
{
    /**
     * @param string $pair The currency pair, such as EURUSD
     */
    public function __invoke(string $pair): array
    {
        return [];
    }
}
