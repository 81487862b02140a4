/**
 * Permissions-Policy of the whole site (issue 25): the photo workplace uses the camera and the
 * finder may ask for the location, both only on the site itself; every other powerful feature
 * is off, for the site and for anything it might embed. One source for the API and the gateway
 * (both send it through `registerSecurityHeaders`).
 */
export const allowedForSite = ['camera', 'geolocation'] as const;

/**
 * Only features Chromium knows: an unknown name makes it log a warning on every page (Web
 * Bluetooth and the ambient light sensor have no policy name it recognises).
 */
export const switchedOff = [
  'microphone',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'idle-detection',
  'local-fonts',
  'publickey-credentials-get',
  'otp-credentials',
  'browsing-topics',
  'encrypted-media',
  'autoplay',
  'picture-in-picture',
  'fullscreen',
] as const;

export const permissionsPolicy = [
  ...allowedForSite.map((feature) => `${feature}=(self)`),
  ...switchedOff.map((feature) => `${feature}=()`),
].join(', ');
