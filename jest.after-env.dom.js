// Each test starts with an empty request cache (the platform's data layer is one client per page
// load; in jest, one per test file): an answer cached by one test never shows in the next.
afterEach(() => {
  try {
    require('@formbuilder/platform').queryClient?.clear();
  } catch {
    // A workspace that does not depend on the platform has no cache to clear.
  }
});
