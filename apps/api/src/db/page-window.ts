/** The rows a 1-based page of the console's lists covers. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
