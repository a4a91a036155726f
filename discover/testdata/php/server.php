#!/usr/bin/env php
<?php

require __DIR__ . '/vendor/autoload.php';

use Ledger\Handlers\Fees;
use PhpMcp\Server\Server;
use PhpMcp\Server\Transports\StdioServerTransport;

$server = Server::make()
    ->withServerInfo('ledger', '1.0.0')
    ->withTool([Fees::class, 'fee'], 'fee')
    ->withTool(handler: [Fees::class, 'fee'], name: 'fee_named', description: 'Returns the fee, by name.')
    ->withPrompt(fn (string $topic) => [], 'outline', 'Outlines a topic.')
    ->withTool([Missing::class, 'run'], 'missing')
    ->build();

$server->listen(new StdioServerTransport());
