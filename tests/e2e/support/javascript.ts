import { test } from "@playwright/test";

/** Whether the running project has JavaScript on (the suite runs every flow with it off and on). */
export const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;
