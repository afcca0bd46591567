/** Copy of the success stories page (/success-stories). German is the source; English is typed against it. */
const de = {
  metaTitle: "Success Stories – Erfahrungen mit Watts",
  metaDescription:
    "Sechs Menschen, sechs Ziele: Wie Mitglieder mit ihrem persönlichen Trainingsplan von Watts stärker, fitter und sicherer im Training geworden sind.",
  hero: {
    eyebrow: "Success Stories",
    title: "Sechs Wege, ein Plan, der passt",
    text: "Muskelaufbau, ein starker Rücken, mehr Kraft im Alltag oder Training ganz ohne Geräte: So unterschiedlich die Ziele unserer Mitglieder sind, so unterschiedlich sind ihre Pläne.",
  },
  labels: {
    age: "Alter",
    ageValue: "{age} Jahre",
    goal: "Ziel",
    rating: "5 von 5 Sternen",
  },
  privacyNote:
    "Zum Schutz der Privatsphäre nennen wir nur den Vornamen und den ersten Buchstaben des Nachnamens. Statt Fotos zeigen wir die Initialen.",
  stories: [
    {
      name: "Lena M.",
      age: 29,
      goal: "Muskelaufbau",
      quote:
        "Ich war zwei Jahre im Gym und bin nie über dieselben Gewichte hinausgekommen. Jetzt weiß ich bei jedem Satz, was zu tun ist – nach drei Plänen ist meine Kniebeuge von 45 auf 60 Kilo gestiegen.",
    },
    {
      name: "Tobias K.",
      age: 41,
      goal: "Ein starker Rücken",
      quote:
        "Nach meinem Bandscheibenvorfall hatte ich Respekt vor dem Gym. Meine Ärztin hat grünes Licht gegeben, im Fragebogen habe ich meine Beschwerden angegeben – und der Coach hat den Plan genau darauf abgestimmt.",
    },
    {
      name: "Aylin S.",
      age: 35,
      goal: "Fit bleiben mit wenig Zeit",
      quote:
        "Mit zwei Kindern sind drei Einheiten à 45 Minuten das Maximum. Mein Plan passt genau da hinein, und die Stoppuhr sorgt dafür, dass ich die Pausen nicht verquatsche.",
    },
    {
      name: "Jonas B.",
      age: 24,
      goal: "Mehr Kraft",
      quote:
        "Früher habe ich Pläne aus dem Internet kopiert. Der Unterschied: Hier kommt mein Feedback wirklich an. Als eine Übung an der Schulter gezwickt hat, war sie im nächsten Plan ersetzt.",
    },
    {
      name: "Sabine W.",
      age: 56,
      goal: "Kraft und Beweglichkeit im Alltag",
      quote:
        "Ich hatte vorher noch nie an Geräten trainiert. Die Videos zeigen jede Übung so klar, dass ich mich von Anfang an sicher gefühlt habe. Treppen und Gartenarbeit fallen mir heute deutlich leichter.",
    },
    {
      name: "Mehmet A.",
      age: 38,
      goal: "Fitter werden ohne Geräte",
      quote:
        "Ich trainiere zu Hause ohne jede Ausstattung. Mein Körpergewichtsplan ist alles andere als langweilig – und nach zwei Monaten schaffe ich zum ersten Mal zehn saubere Liegestütze am Stück.",
    },
  ],
  cta: {
    title: "Schreiben Sie Ihre eigene Geschichte",
    text: "Fünf Minuten Fragebogen, Ihr persönlicher Plan innerhalb von 24 Stunden.",
    button: "Jetzt Fragebogen ausfüllen",
  },
};

const en: typeof de = {
  metaTitle: "Success stories – experiences with Watts",
  metaDescription:
    "Six people, six goals: how members became stronger, fitter and more confident in their training with their personal Watts training plan.",
  hero: {
    eyebrow: "Success stories",
    title: "Six journeys, one plan that fits",
    text: "Building muscle, a strong back, more strength for everyday life or training without any equipment: our members' goals are as different as their plans.",
  },
  labels: {
    age: "Age",
    ageValue: "{age} years",
    goal: "Goal",
    rating: "5 out of 5 stars",
  },
  privacyNote:
    "To protect their privacy we only show first names and the initial of the last name. Instead of photos we show initials.",
  stories: [
    {
      name: "Lena M.",
      age: 29,
      goal: "Building muscle",
      quote:
        "I'd been going to the gym for two years and never got past the same weights. Now I know what to do in every set – after three plans my squat has gone up from 45 to 60 kilos.",
    },
    {
      name: "Tobias K.",
      age: 41,
      goal: "A strong back",
      quote:
        "After my slipped disc I was wary of the gym. My doctor gave me the green light, I mentioned my complaints in the questionnaire – and the coach tailored the plan exactly to them.",
    },
    {
      name: "Aylin S.",
      age: 35,
      goal: "Staying fit with little time",
      quote:
        "With two kids, three 45-minute sessions are the most I can do. My plan fits right in, and the stopwatch makes sure I don't chat my rest periods away.",
    },
    {
      name: "Jonas B.",
      age: 24,
      goal: "More strength",
      quote:
        "I used to copy plans from the internet. The difference: here my feedback really gets through. When an exercise bothered my shoulder, it was replaced in the next plan.",
    },
    {
      name: "Sabine W.",
      age: 56,
      goal: "Strength and mobility for everyday life",
      quote:
        "I had never trained on machines before. The videos show every exercise so clearly that I felt confident from day one. Stairs and gardening are much easier for me today.",
    },
    {
      name: "Mehmet A.",
      age: 38,
      goal: "Getting fitter without equipment",
      quote:
        "I train at home without any equipment. My bodyweight plan is anything but boring – and after two months I can do ten clean push-ups in a row for the first time.",
    },
  ],
  cta: {
    title: "Write your own story",
    text: "Five minutes for the questionnaire, your personal plan within 24 hours.",
    button: "Fill in the questionnaire",
  },
};

export const successStoriesContent = { de, en };
