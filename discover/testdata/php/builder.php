<?php

use Mcp\Server;

const INTRO = 'Ledger tools.';

Server::builder()
    ->setServerInfo('ledger-official', '1.0.0')
    ->setInstructions(INTRO . ' Read balances before transfers.')
    ->addTool(function (string $to, int $amount): string {
        return 'ok';
    }, 'transfer', 'Moves money to an account.', inputSchema: ['type' => 'object', 'properties' => ['to' => ['type' => 'string', 'description' => 'The account to pay']]])
    ->build();
