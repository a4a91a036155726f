package com.example;

import io.modelcontextprotocol.spec.McpSchema;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

public class Weather {
    static final String ALERTS = "Returns the weather alerts " + "of a state.";

    @Tool(description = "Returns the forecast for a place.")
    public String forecast(@ToolParam(description = "Latitude of the place") double latitude,
                           @ToolParam(description = "Longitude of the place") double longitude) {
        return "";
    }

    @Tool(name = "alerts", description = ALERTS)
    public String getAlerts(String state) {
        return "";
    }

    @Tool(description = "Returns " + describe())
    public String history(String place) {
        return "";
    }

    McpSchema.Tool station = new McpSchema.Tool("station", "Describes a weather station.", SCHEMA);
    McpSchema.Tool radar = McpSchema.Tool.builder().name("radar").description("Returns a radar image.").inputSchema(SCHEMA).build();
}
