// Every test starts with empty storage, as a new visitor's browser does: what one test saved never
// reaches the next. (Files that run in Node have no storage.)
beforeEach(() => {
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
