/** sessionStorage keys, as named by the spec (public-site.md §3, signed-in-area.md §3). */
export const sessionStorageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  eidVerified: 'EID_verified',
  userType: 'userType',
  studios: 'studios',
  uploadedFiles: 'uploadedFiles',
} as const;
