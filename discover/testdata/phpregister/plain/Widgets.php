<?php

namespace Shelf\Widgets;

class Widgets {
	public function register(): void {
		new RegisterWidgetTool(
			array(
				'name'        => 'sidebar_clock',
				'description' => 'Shows a clock in the sidebar.',
			)
		);
	}
}
