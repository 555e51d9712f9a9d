/**
 * The browser the suite drives: Debian's old headless shell (package chromium-headless-shell,
 * installed by scripts/ensure-test-deps.sh), the build Playwright itself uses for headless runs.
 * The full browser (/usr/bin/chromium) in headless mode composites every frame in a GPU process
 * rasterizing with SwiftShader (Debian's wrapper adds --enable-gpu-rasterization): measured on two
 * cores, its GPU and browser processes took half the machine while the pages took a tenth.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';

/** The flags every launch passes: no sandbox (containers), nothing that phones home, fake camera and microphone. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
