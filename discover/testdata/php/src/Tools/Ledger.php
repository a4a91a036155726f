<?php

declare(strict_types=1);

namespace Ledger\Tools;

use Mcp\Capability\Attribute\McpPrompt;
use Mcp\Capability\Attribute\McpResource;
use Mcp\Capability\Attribute\McpResourceTemplate;
use Mcp\Capability\Attribute\McpTool;
use Mcp\Capability\Attribute\Schema;
use Mcp\Server\RequestContext;

final class Ledger
{
    private const NOTE = 'Amounts are in cents.';

    /**
     * Returns the balance of an account.
     *
     * The balance is read from the ledger.
     *
     * @param string $account The account number
     */
    #[McpTool(name: 'balance')]
    public function balance(string $account, RequestContext $context): string
    {
        return '0';
    }

    #[McpTool('history', 'Lists the movements of an account. ' . self::NOTE)]
    public function history(
        #[Schema(description: 'The account to list', minLength: 4)]
        string $account,
        int $days = 30,
    ): array {
        return [];
    }

    /** Summarizes the month. */
    #[McpPrompt(name: 'month_summary')]
    public function summary(string $month): array
    {
        return [];
    }

    #[McpResource(uri: 'ledger://rates', name: 'rates', description: "Today\u{2019}s exchange rates", mimeType: 'application/json')]
    public function rates(): string
    {
        return '{}';
    }

    #[McpResourceTemplate(uriTemplate: 'ledger://accounts/{id}', name: 'account', description: <<<'TXT'
        One account's details.
        TXT)]
    public function account(string $id): string
    {
        return '{}';
    }

    #[McpTool(name: 'convert', description: "Converts $this->currency amounts.")]
    public function convert(float $amount): float
    {
        return $amount;
    }
}
