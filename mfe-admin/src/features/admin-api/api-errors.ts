/**
 * The error reading lives in shared-ui (every remote maps errors alike); this path stays for the
 * operator's authority pages, which are being built at the same time. Import from
 * 'shared-ui/api/api-errors' in new code.
 */
export * from 'shared-ui/api/api-errors';
