// Mahai's sounds, made in the browser with the Web Audio API (nothing is downloaded): a move, a
// capture, a roll of the dice and the end of a game. The app calls `mahaiSound(kind)` when a
// move is played and sounds are on (its own setting; muted by default in embedded boards). Each
// sound played is also announced as a `mahai-sound` event on `window`, for tests.
let ctx = null;

function audio() {
  if (!ctx) {
    const Ctx = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Ctx) return null;
    ctx = new Ctx();
  }
  // A page may start its audio only after a gesture; until then this stays quiet.
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  return ctx;
}

// One tone: `freq` Hz from `at` seconds for `len`, with a quick attack and a soft fall.
function tone(a, freq, at, len, type = 'triangle', gain = 0.18) {
  const osc = a.createOscillator();
  const amp = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  amp.gain.setValueAtTime(0.0001, at);
  amp.gain.exponentialRampToValueAtTime(gain, at + 0.008);
  amp.gain.exponentialRampToValueAtTime(0.0001, at + len);
  osc.connect(amp).connect(a.destination);
  osc.start(at);
  osc.stop(at + len + 0.02);
}

// A short burst of filtered noise: one knock of a die.
function knock(a, at) {
  const n = Math.floor(a.sampleRate * 0.03);
  const buf = a.createBuffer(1, n, a.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < n; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / n);
  const src = a.createBufferSource();
  src.buffer = buf;
  const band = a.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 1800;
  const amp = a.createGain();
  amp.gain.value = 0.35;
  src.connect(band).connect(amp).connect(a.destination);
  src.start(at);
}

const SOUNDS = {
  move: (a, t) => tone(a, 620, t, 0.07),
  capture: (a, t) => { tone(a, 520, t, 0.08, 'square', 0.09); tone(a, 330, t + 0.07, 0.14, 'square', 0.09); },
  roll: (a, t) => { for (const d of [0, 0.06, 0.13, 0.22]) knock(a, t + d); },
  end: (a, t) => { [523, 659, 784, 1047].forEach((f, i) => tone(a, f, t + i * 0.11, 0.22)); },
};

globalThis.mahaiSound = (kind) => {
  const play = SOUNDS[kind];
  if (!play) return;
  const a = audio();
  if (a) play(a, a.currentTime + 0.01);
  globalThis.dispatchEvent(new CustomEvent('mahai-sound', { detail: kind }));
};
