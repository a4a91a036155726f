<?php

namespace Ledger\Tools;

use Illuminate\JsonSchema\JsonSchema;
use Laravel\Mcp\Request;
use Laravel\Mcp\Response;
use Laravel\Mcp\Server\Tool;

class ForecastTool extends Tool
{
    protected string $description = 'Returns the weather forecast of a city.';

    public function handle(Request $request): Response
    {
        return Response::text('sunny');
    }

    public function schema(JsonSchema $schema): array
    {
        return ['city' => $schema->string()->description('The city')->required()];
    }
}

class RatesPrompt extends \Laravel\Mcp\Server\Prompt
{
    protected string $name = 'rates-digest';

    public function description(): string
    {
        return 'Drafts a digest of the exchange rates.';
    }
}
