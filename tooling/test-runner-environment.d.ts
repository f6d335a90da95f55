// The test-runner ships its Jest environment without types: what tooling/visual-environment.mjs uses of it.
declare module '@storybook/test-runner/playwright/custom-environment.js' {
  export default class TestRunnerEnvironment {
    /** The test files' global object. */
    global: Record<string, unknown>;
    setup(): Promise<void>;
  }
}
