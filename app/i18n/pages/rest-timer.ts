/**
 * Texts of the rest timer bar and the screen-awake note (issue 24). A module of its own: the bar is
 * part of every page (it follows the customer across tabs and pages), so it must not carry the plan
 * view's texts.
 */
const de = {
  running: "Pause: {time}",
  endsAt: "Weiter um {clock}",
  done: "Pause vorbei – nächster Satz!",
  skip: "Pause beenden",
  minus: "15 Sekunden weniger",
  plus: "15 Sekunden mehr",
  minusShort: "−15 s",
  plusShort: "+15 s",
  region: "Pausen-Timer",
  toggle: "Pausen-Timer nach jedem Satz",
  sound: "Ton am Ende der Pause",
  on: "An",
  off: "Aus",
};

export type RestTimerMessages = typeof de;

const en: RestTimerMessages = {
  running: "Rest: {time}",
  endsAt: "Continue at {clock}",
  done: "Rest over – next set!",
  skip: "End rest",
  minus: "15 seconds less",
  plus: "15 seconds more",
  minusShort: "−15 s",
  plusShort: "+15 s",
  region: "Rest timer",
  toggle: "Rest timer after each set",
  sound: "Sound when the rest is over",
  on: "On",
  off: "Off",
};

export const restTimerContent = { de, en };
