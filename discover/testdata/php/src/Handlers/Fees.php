<?php

namespace Ledger\Handlers;

final class Fees
{
    /**
     * Returns the fee of a transfer.
     *
     * @param int $amount The amount in cents
     */
    public function fee(int $amount): int
    {
        return 0;
    }
}
