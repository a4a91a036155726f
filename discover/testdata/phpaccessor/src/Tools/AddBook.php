<?php

namespace Library\Tools;

class AddBook extends BaseTool
{
    public function getName(): string
    {
        return 'add_book';
    }

    public function getDescription(): string
    {
        return sprintf('Adds a book to %s.', $this->shelf);
    }
}
