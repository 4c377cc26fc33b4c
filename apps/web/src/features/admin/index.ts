// The admin area (issue 24): the router loads its layout, page list and pages lazily (app/router.tsx), so
// nothing here enters a public page's first load. Pages of other features reuse these pieces.
export { ADMIN_HOME, ADMIN_PAGES, type AdminPage } from './shell/admin-nav';
export { AdminLayout } from './shell/admin-layout';
export { AdminPageHeader } from './shell/admin-page-header';
export { ConfirmAction } from './shell/confirm-action';
export { DataTable, type Column } from './table/data-table';
export { FilterBar } from './table/filter-bar';
export { pagingOf } from './table/paging';
export { useTableParams } from './table/use-table-params';
export { adminKey, useAdminList } from './api/admin-api';
