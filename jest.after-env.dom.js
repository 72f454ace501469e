// Each test starts with an empty request cache (the platform's data layer is one client per page
// load; in jest, one per test file): an answer cached by one test never shows in the next.
afterEach(() => {
  try {
    require('@formbuilder/platform').queryClient?.clear();
  } catch {
    // A workspace that does not depend on the platform has no cache to clear.
  }
});

// findBy* and waitFor wait for what they look for up to 5 s instead of Testing Library's 1 s: on a
// busy two-core machine (CI runs the API and browser suites beside these) antd's first drawer or
// dialog of a test file can take longer than 1 s to mount. A passing wait returns as soon as its
// element is there, so only a failing one takes longer.
try {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
} catch {
  // A workspace without Testing Library has nothing to configure.
}
