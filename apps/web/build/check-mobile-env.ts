/**
 * `build:mobile` guard: inside the phone app the page is served from the device, so the API host
 * must be absolute (VITE_API_URL=https://api.example.com); a relative default would call nothing.
 */
const apiUrl = process.env.VITE_API_URL ?? '';
if (!/^https?:\/\/[^/]+/.test(apiUrl)) {
  console.error(
    'build:mobile needs VITE_API_URL set to the API host, e.g. https://api.example.com',
  );
  process.exit(1);
}
console.log(`build:mobile: API host ${apiUrl}`);
