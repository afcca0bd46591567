/**
 * Ergometers (bike, rower, treadmill, cross-trainer, ski erg, air bike, stepper), sandbags and
 * resistance bands. Cardio machines are tagged by joint impact: the bike and cross-trainer are
 * the low-impact choices, running carries high_impact.
 */
import type { ExerciseRecord } from "~/domain/exercises/types";

const STAB = "#stabilisation";

const ERGOMETER: ExerciseRecord[] = [
  {
    name: "Fahrradergometer",
    nameEn: "Stationary Bike",
    description: "Gleichmäßiges, gelenkschonendes Ausdauertraining auf dem Fahrradergometer.",
    instructions:
      "Stellen Sie den Sattel so ein, dass das Knie am tiefsten Punkt noch leicht gebeugt ist. Treten Sie mit gleichmäßiger Trittfrequenz von etwa 70 bis 90 Umdrehungen pro Minute. Wählen Sie einen Widerstand, bei dem Sie sich noch in ganzen Sätzen unterhalten können. Halten Sie den Oberkörper ruhig und die Schultern locker.",
    descriptionEn: "Steady, joint-friendly cardio on the exercise bike.",
    instructionsEn:
      "Set the saddle so your knee is still slightly bent at the bottom of the pedal stroke. Pedal at a steady cadence of about 70 to 90 revolutions per minute. Choose a resistance at which you can still talk in full sentences. Keep your upper body still and your shoulders relaxed.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "quadriceps", "glutes"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Intervalle auf dem Fahrradergometer",
    nameEn: "Stationary Bike Intervals",
    description: "Wechsel aus zügigen Belastungs- und lockeren Erholungsphasen auf dem Fahrradergometer.",
    instructions:
      "Fahren Sie sich fünf Minuten locker ein. Erhöhen Sie dann für 30 bis 60 Sekunden Widerstand und Trittfrequenz, bis das Sprechen schwerfällt. Fahren Sie anschließend genauso lange oder länger locker weiter. Wiederholen Sie sechs- bis zehnmal und fahren Sie zum Schluss locker aus.",
    descriptionEn: "Alternating hard efforts and easy recovery on the exercise bike.",
    instructionsEn:
      "Warm up with five minutes of easy pedalling. Then raise resistance and cadence for 30 to 60 seconds until talking gets hard. Follow with easy pedalling for the same time or longer. Repeat six to ten times and finish with an easy cool-down.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "quadriceps"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: [],
  },
  {
    name: "Sprints auf dem Airbike",
    nameEn: "Air Bike Sprints",
    description: "Sehr intensive Kurzsprints auf dem Luftwiderstandsrad mit Arm- und Beinarbeit.",
    instructions:
      "Fahren Sie sich einige Minuten locker ein. Sprinten Sie 10 bis 20 Sekunden mit maximalem Einsatz von Armen und Beinen. Fahren Sie danach ein bis zwei Minuten sehr locker, bis sich die Atmung beruhigt. Wiederholen Sie fünf- bis achtmal; nur mit guter Grundausdauer und ohne Herz-Kreislauf-Einschränkungen.",
    descriptionEn: "Very intense short sprints on the air bike, working arms and legs.",
    instructionsEn:
      "Warm up with a few minutes of easy riding. Sprint for 10 to 20 seconds with maximum effort from arms and legs. Then ride very easily for one to two minutes until your breathing settles. Repeat five to eight times; only with a good aerobic base and no cardiovascular limitations.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "full_body"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 3,
    stressTags: [],
  },
  {
    name: "Rudergerät",
    nameEn: "Rowing Machine",
    description: "Ganzkörper-Ausdauertraining auf dem Rudergerät mit Beinen, Rücken und Armen.",
    instructions:
      "Schnallen Sie die Füße fest und starten Sie mit gebeugten Knien und gestreckten Armen, der Rücken ist gerade. Drücken Sie sich zuerst mit den Beinen ab, lehnen Sie dann den Oberkörper leicht zurück und ziehen Sie den Griff zum unteren Brustkorb. Führen Sie die Bewegung in umgekehrter Reihenfolge zurück: Arme, Oberkörper, dann Beine. Rudern Sie in gleichmäßigem, ruhigem Rhythmus.",
    descriptionEn: "Full-body cardio on the rowing machine using legs, back and arms.",
    instructionsEn:
      "Strap your feet in and start with bent knees and straight arms, back straight. Drive with your legs first, then lean your torso back slightly and pull the handle to your lower ribs. Return in reverse order: arms, torso, then legs. Row with a steady, calm rhythm.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "back", "quadriceps", "full_body"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: ["lower_back"],
  },
  {
    name: "Intervalle auf dem Rudergerät",
    nameEn: "Rowing Machine Intervals",
    description: "Intensive Intervalle auf dem Rudergerät für Ausdauer und Ganzkörperkraft.",
    instructions:
      "Rudern Sie sich fünf Minuten locker ein und achten Sie auf die Reihenfolge Beine, Oberkörper, Arme. Rudern Sie 250 bis 500 Meter zügig mit kräftigem Beinstoß. Pausieren Sie eine bis zwei Minuten mit lockerem Rudern. Wiederholen Sie vier- bis achtmal, ohne dass der Rücken rund wird.",
    descriptionEn: "Intense rowing intervals for endurance and full-body strength.",
    instructionsEn:
      "Warm up with five minutes of easy rowing, minding the sequence of legs, torso, arms. Row 250 to 500 metres at a brisk pace with a strong leg drive. Rest for one to two minutes with easy rowing. Repeat four to eight times without letting your back round.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "back", "full_body"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 3,
    stressTags: ["lower_back"],
  },
  {
    name: "Gehen mit Steigung auf dem Laufband",
    nameEn: "Incline Treadmill Walk",
    description: "Zügiges Gehen auf dem Laufband mit Steigung, effektiv und gelenkschonend.",
    instructions:
      "Stellen Sie eine Steigung von 5 bis 12 Prozent und ein zügiges Gehtempo ein. Gehen Sie aufrecht mit natürlichem Armschwung. Halten Sie sich nicht am Geländer fest, außer zur Sicherheit beim Starten. Wählen Sie das Tempo so, dass Sie leicht außer Atem sind, aber noch sprechen können.",
    descriptionEn: "Brisk incline walking on the treadmill, effective and easy on the joints.",
    instructionsEn:
      "Set an incline of 5 to 12 percent and a brisk walking pace. Walk tall with a natural arm swing. Do not hold on to the handrails, except for safety when starting. Choose a pace at which you are slightly out of breath but can still talk.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "glutes", "calves"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Laufen auf dem Laufband",
    nameEn: "Treadmill Run",
    description: "Gleichmäßiges Laufen auf dem Laufband in ruhigem Ausdauertempo.",
    instructions:
      "Beginnen Sie mit einigen Minuten Gehen und steigern Sie dann auf ein ruhiges Lauftempo. Setzen Sie die Füße unter dem Körper auf und laufen Sie mit kurzen, leichten Schritten. Halten Sie den Oberkörper aufrecht und die Schultern locker. Stellen Sie eine Steigung von 1 Prozent ein, um das Laufen im Freien nachzuahmen.",
    descriptionEn: "Steady running on the treadmill at an easy endurance pace.",
    instructionsEn:
      "Start with a few minutes of walking, then build up to an easy running pace. Land with your feet under your body and run with short, light strides. Keep your torso upright and your shoulders relaxed. Set a 1 percent incline to mimic running outdoors.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "quadriceps", "calves"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["high_impact", "knee", "ankle"],
  },
  {
    name: "Intervalle auf dem Laufband",
    nameEn: "Treadmill Intervals",
    description: "Wechsel aus schnellen Laufabschnitten und Gehpausen auf dem Laufband.",
    instructions:
      "Laufen Sie sich fünf Minuten locker ein. Laufen Sie 30 bis 60 Sekunden in zügigem Tempo, sodass Sprechen kaum möglich ist. Gehen oder traben Sie danach ein bis zwei Minuten locker. Wiederholen Sie sechs- bis zehnmal und halten Sie sich beim Tempowechsel kurz am Geländer fest.",
    descriptionEn: "Alternating fast running efforts and walking breaks on the treadmill.",
    instructionsEn:
      "Warm up with five minutes of easy running. Run for 30 to 60 seconds at a brisk pace at which you can barely talk. Then walk or jog easily for one to two minutes. Repeat six to ten times and hold the handrail briefly whenever you change speed.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "quadriceps", "calves"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 3,
    stressTags: ["high_impact", "knee", "ankle"],
  },
  {
    name: "Crosstrainer",
    nameEn: "Elliptical Trainer",
    description: "Gelenkschonendes Ganzkörper-Ausdauertraining ohne Stoßbelastung.",
    instructions:
      "Stellen Sie sich auf die Pedale und greifen Sie die beweglichen Griffe. Bewegen Sie sich in gleichmäßigem Rhythmus, die Fersen bleiben möglichst auf den Pedalen. Schieben und ziehen Sie aktiv mit den Armen mit. Halten Sie den Oberkörper aufrecht und wählen Sie einen Widerstand, bei dem Sie sich noch unterhalten können.",
    descriptionEn: "Joint-friendly full-body cardio without impact.",
    instructionsEn:
      "Step onto the pedals and take hold of the moving handles. Move at a steady rhythm, keeping your heels on the pedals as much as possible. Actively push and pull with your arms. Keep your torso upright and choose a resistance at which you can still hold a conversation.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "full_body"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Intervalle auf dem Crosstrainer",
    nameEn: "Elliptical Intervals",
    description: "Belastungswechsel auf dem Crosstrainer, intensiv und trotzdem gelenkschonend.",
    instructions:
      "Wärmen Sie sich fünf Minuten locker auf. Erhöhen Sie für 30 bis 60 Sekunden Widerstand und Tempo deutlich. Bewegen Sie sich danach ein bis zwei Minuten locker weiter. Wiederholen Sie sechs- bis achtmal.",
    descriptionEn: "Alternating effort on the elliptical trainer, intense yet easy on the joints.",
    instructionsEn:
      "Warm up with five minutes at an easy pace. Raise resistance and pace clearly for 30 to 60 seconds. Then keep moving easily for one to two minutes. Repeat six to eight times.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "full_body"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: [],
  },
  {
    name: "Ski-Ergometer",
    nameEn: "Ski Erg",
    description: "Ausdauertraining mit Doppelstockschub-Bewegung, das Oberkörper und Rumpf stark einbezieht.",
    instructions:
      "Stehen Sie hüftbreit vor dem Gerät und greifen Sie die Griffe mit gestreckten Armen über Kopfhöhe. Ziehen Sie die Griffe kraftvoll nach unten, beugen Sie dabei Hüfte und Knie leicht und spannen Sie den Bauch an. Führen Sie die Hände bis neben die Oberschenkel und richten Sie sich wieder auf. Arbeiten Sie in gleichmäßigem Rhythmus mit geradem Rücken.",
    descriptionEn: "Cardio with a double-pole motion that strongly involves your upper body and core.",
    instructionsEn:
      "Stand hip-width apart in front of the machine and take the handles with straight arms above head height. Pull the handles down powerfully, bending your hips and knees slightly and bracing your abs. Bring your hands down beside your thighs and stand back up. Work at a steady rhythm with a straight back.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "back", "triceps", "core"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["shoulder", "overhead"],
  },
  {
    name: "Intervalle auf dem Ski-Ergometer",
    nameEn: "Ski Erg Intervals",
    description: "Intensive Intervalle auf dem Ski-Ergometer für Kondition und Oberkörperausdauer.",
    instructions:
      "Wärmen Sie sich einige Minuten locker auf. Ziehen Sie 20 bis 40 Sekunden mit hohem Tempo und kräftigem Hüfteinsatz. Erholen Sie sich ein bis zwei Minuten mit lockerem Ziehen. Wiederholen Sie sechs- bis achtmal mit geradem Rücken.",
    descriptionEn: "Intense intervals on the ski erg for conditioning and upper-body endurance.",
    instructionsEn:
      "Warm up with a few minutes of easy pulling. Pull for 20 to 40 seconds at a high pace with a strong hip drive. Recover for one to two minutes with easy pulling. Repeat six to eight times, keeping your back straight.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "back", "core"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 3,
    stressTags: ["shoulder", "overhead", "lower_back"],
  },
  {
    name: "Stepper",
    nameEn: "Stair Climber",
    description: "Treppensteigen am Gerät für Ausdauer, Beine und Gesäß.",
    instructions:
      "Stellen Sie sich aufrecht auf das Gerät und halten Sie sich nur leicht am Geländer fest. Setzen Sie den ganzen Fuß auf die Stufe und drücken Sie sich über die Ferse hoch. Wählen Sie ein Tempo, das Sie gleichmäßig halten können. Lehnen Sie sich nicht auf das Geländer, damit die Beine die Arbeit machen.",
    descriptionEn: "Machine stair climbing for endurance, legs and glutes.",
    instructionsEn:
      "Stand tall on the machine and hold the rail only lightly. Place your whole foot on the step and push up through your heel. Choose a pace you can hold steadily. Do not lean on the rail, so your legs do the work.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "glutes", "quadriceps"],
    equipmentNeeded: ["ergometer"],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["knee"],
  },
];

const SANDBAGS: ExerciseRecord[] = [
  {
    name: "Kniebeuge mit Sandsack",
    nameEn: "Sandbag Bear-Hug Squat",
    description: "Kniebeuge mit einem Sandsack vor der Brust, die Beine, Rumpf und Griffkraft fordert.",
    instructions:
      "Umarmen Sie den Sandsack fest vor der Brust. Stellen Sie sich schulterbreit hin und beugen Sie sich tief in die Kniebeuge, der Oberkörper bleibt aufrecht. Die Knie folgen den Fußspitzen, die Fersen bleiben am Boden. Drücken Sie sich kraftvoll zurück in den Stand.",
    descriptionEn: "A squat holding a sandbag to your chest that challenges legs, core and grip.",
    instructionsEn:
      "Hug the sandbag tightly to your chest. Stand shoulder-width apart and sit down into a deep squat with your torso upright. Keep your knees tracking over your toes and your heels down. Drive back up to standing powerfully.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "core"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "squat",
    difficulty: 2,
    stressTags: ["knee", "spinal_load"],
  },
  {
    name: "Kreuzheben mit Sandsack",
    nameEn: "Sandbag Deadlift",
    description: "Kreuzheben mit dem Sandsack an den Griffen für die hintere Kette.",
    instructions:
      "Stellen Sie sich hüftbreit über den Sandsack und greifen Sie die Griffe. Schieben Sie die Hüfte zurück, halten Sie den Rücken gerade und spannen Sie den Rumpf an. Stehen Sie auf, indem Sie die Füße in den Boden drücken, der Sack bleibt nah am Körper. Setzen Sie ihn mit derselben Hüftbewegung wieder ab.",
    descriptionEn: "A deadlift holding the sandbag by its handles for your posterior chain.",
    instructionsEn:
      "Stand hip-width apart over the sandbag and take hold of the handles. Push your hips back, keep your back straight and brace your core. Stand up by pushing your feet into the floor, keeping the bag close to your body. Set it down again with the same hip hinge.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["hamstrings", "glutes", "back"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "hinge",
    difficulty: 2,
    stressTags: ["lower_back", "spinal_load"],
  },
  {
    name: "Sandsack auf die Schulter heben",
    nameEn: "Sandbag Shouldering",
    description: "Explosives Heben eines Sandsacks vom Boden auf eine Schulter, sehr alltags- und sportnah.",
    instructions:
      "Stehen Sie breitbeinig über dem Sandsack, greifen Sie ihn unten mit beiden Armen und heben Sie ihn auf die Oberschenkel. Strecken Sie die Hüfte explosiv und drehen Sie den Sack dabei auf eine Schulter. Stehen Sie aufrecht mit dem Sack auf der Schulter. Legen Sie ihn kontrolliert ab und wechseln Sie die Schulter.",
    descriptionEn: "Explosively lifting a sandbag from the floor onto one shoulder, very close to everyday and sporting demands.",
    instructionsEn:
      "Stand wide over the sandbag, wrap both arms under it and lift it onto your thighs. Snap your hips forward and turn the bag onto one shoulder as you go. Stand tall with the bag on your shoulder. Set it down under control and switch shoulders.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["full_body", "back", "glutes"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "hinge",
    difficulty: 3,
    stressTags: ["lower_back", "spinal_load", "valsalva"],
  },
  {
    name: "Rückwärtiger Ausfallschritt mit Sandsack",
    nameEn: "Sandbag Reverse Lunge",
    description: "Ausfallschritt nach hinten mit dem Sandsack in der Bärenumarmung.",
    instructions:
      "Umarmen Sie den Sandsack vor der Brust und stehen Sie hüftbreit. Machen Sie einen großen Schritt nach hinten und senken Sie das hintere Knie bis knapp über den Boden. Der Oberkörper bleibt aufrecht, das vordere Knie über dem Fuß. Drücken Sie sich über die vordere Ferse zurück und wechseln Sie das Bein.",
    descriptionEn: "A reverse lunge holding the sandbag in a bear hug.",
    instructionsEn:
      "Hug the sandbag to your chest and stand hip-width apart. Take a long step back and lower your back knee until it hovers just above the floor. Keep your torso upright and your front knee over your foot. Push back through your front heel and switch legs.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "core"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "lunge",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Bodendrücken mit Sandsack",
    nameEn: "Sandbag Floor Press",
    description: "Drücken eines Sandsacks aus der Rückenlage mit schulterschonendem Bewegungsumfang.",
    instructions:
      "Legen Sie sich auf den Rücken, stellen Sie die Beine auf und halten Sie den Sandsack an den Griffen über der Brust. Senken Sie ihn zur Brust, bis die Oberarme sanft den Boden berühren. Halten Sie die Ellbogen etwa 45 Grad vom Körper. Drücken Sie den Sack wieder nach oben.",
    descriptionEn: "Pressing a sandbag while lying on your back, with a shoulder-friendly range of motion.",
    instructionsEn:
      "Lie on your back with your knees bent and hold the sandbag by its handles over your chest. Lower it toward your chest until your upper arms lightly touch the floor. Keep your elbows about 45 degrees from your body. Press the bag back up.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "push_horizontal",
    difficulty: 1,
    stressTags: ["supine"],
  },
  {
    name: "Überkopfdrücken mit Sandsack",
    nameEn: "Sandbag Overhead Press",
    description: "Überkopfdrücken des unhandlichen Sandsacks, das Schultern und Rumpf zusätzlich stabilisieren lässt.",
    instructions:
      "Halten Sie den Sandsack an den Griffen vor den Schultern. Spannen Sie Bauch und Gesäß an und drücken Sie den Sack senkrecht über den Kopf. Vermeiden Sie ein Hohlkreuz und halten Sie den Kopf neutral. Senken Sie ihn kontrolliert zurück vor die Schultern.",
    descriptionEn: "Pressing the awkward sandbag overhead, which makes your shoulders and core stabilise even more.",
    instructionsEn:
      "Hold the sandbag by its handles in front of your shoulders. Brace your abs and glutes and press the bag straight overhead. Avoid arching your lower back and keep your head neutral. Lower it under control back in front of your shoulders.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "triceps", "core"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "push_vertical",
    difficulty: 2,
    stressTags: ["shoulder", "overhead", "spinal_load"],
  },
  {
    name: "Rudern vorgebeugt mit Sandsack",
    nameEn: "Bent-Over Sandbag Row",
    description: "Vorgebeugtes Rudern mit dem Sandsack für den oberen Rücken und den Griff.",
    instructions:
      "Greifen Sie den Sandsack an den Griffen und beugen Sie den Oberkörper mit geradem Rücken auf etwa 45 Grad vor. Ziehen Sie den Sack zum Bauch und führen Sie die Schulterblätter zusammen. Halten Sie den Oberkörper ruhig und ohne Schwung. Senken Sie den Sack kontrolliert ab.",
    descriptionEn: "A bent-over sandbag row for your upper back and grip.",
    instructionsEn:
      "Take the sandbag by its handles and hinge forward to about 45 degrees with a straight back. Pull the bag to your stomach and squeeze your shoulder blades together. Keep your torso still, with no swinging. Lower the bag under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps", "forearms"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "pull_horizontal",
    difficulty: 2,
    stressTags: ["lower_back"],
  },
  {
    name: "Sandsack ziehen im Bärenstand",
    nameEn: "Sandbag Drag",
    description: "Rumpfübung im Bärenstand, bei der ein Sandsack unter dem Körper von einer Seite zur anderen gezogen wird.",
    instructions:
      "Gehen Sie in den Bärenstand mit den Knien knapp über dem Boden, der Sandsack liegt seitlich neben Ihnen. Greifen Sie mit der gegenüberliegenden Hand unter dem Körper hindurch und ziehen Sie den Sack auf die andere Seite. Hüfte und Schultern bleiben dabei möglichst waagerecht. Wechseln Sie die Hand und ziehen Sie ihn zurück.",
    descriptionEn: "A core exercise in the bear hold: you drag a sandbag under your body from one side to the other.",
    instructionsEn:
      "Get into a bear hold with your knees just above the floor and the sandbag beside you. Reach under your body with the opposite hand and drag the bag across to the other side. Keep your hips and shoulders as level as possible. Switch hands and drag it back.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "shoulders"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "core",
    difficulty: 2,
    stressTags: ["wrist"],
  },
  {
    name: "Sandsack tragen in der Bärenumarmung",
    nameEn: "Sandbag Bear-Hug Carry",
    description: "Gehen mit dem umarmten Sandsack vor der Brust für Rumpf, oberen Rücken und Atmung unter Last.",
    instructions:
      "Heben Sie den Sandsack mit geradem Rücken auf und umarmen Sie ihn fest vor der Brust. Stehen Sie aufrecht und lehnen Sie sich nicht zu weit zurück. Gehen Sie mit kurzen, kontrollierten Schritten und atmen Sie gleichmäßig weiter. Setzen Sie den Sack mit geradem Rücken wieder ab.",
    descriptionEn: "Walking with the sandbag hugged to your chest for core, upper back and breathing under load.",
    instructionsEn:
      "Pick the sandbag up with a straight back and hug it tightly to your chest. Stand tall without leaning back too far. Walk with short, controlled steps and keep breathing steadily. Set the bag down again with a straight back.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "back", "full_body"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "carry",
    difficulty: 2,
    stressTags: ["spinal_load"],
  },
  {
    name: "Sandsack auf der Schulter tragen",
    nameEn: "Sandbag Shoulder Carry",
    description: "Einseitiges Tragen des Sandsacks auf einer Schulter, das den seitlichen Rumpf stark fordert.",
    instructions:
      "Legen Sie den Sandsack auf eine Schulter und halten Sie ihn mit beiden Händen fest. Stehen Sie aufrecht, ohne sich zur Seite zu neigen. Gehen Sie eine festgelegte Strecke mit ruhigen Schritten. Wechseln Sie danach die Schulter.",
    descriptionEn: "Carrying the sandbag on one shoulder, which heavily challenges the side of your core.",
    instructionsEn:
      "Rest the sandbag on one shoulder and hold it firmly with both hands. Stand tall without leaning to the side. Walk a set distance with steady steps. Then switch shoulders.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "shoulders", "full_body"],
    equipmentNeeded: ["sandbags"],
    movementPattern: "carry",
    difficulty: 2,
    stressTags: ["spinal_load", "neck"],
  },
];

const RESISTANCE_BANDS: ExerciseRecord[] = [
  {
    name: "Kniebeuge mit Band",
    nameEn: "Banded Squat",
    description: "Kniebeuge mit einem Widerstandsband unter den Füßen, dessen Spannung nach oben zunimmt.",
    instructions:
      "Stellen Sie sich hüftbreit auf die Mitte eines langen Bandes und halten Sie die Enden auf Schulterhöhe. Schieben Sie die Hüfte nach hinten und beugen Sie die Knie, bis die Oberschenkel etwa waagerecht sind. Die Knie folgen den Fußspitzen, der Oberkörper bleibt aufrecht. Drücken Sie sich gegen den Zug des Bandes zurück in den Stand.",
    descriptionEn: "A squat with a resistance band under your feet, with tension that rises toward the top.",
    instructionsEn:
      "Stand hip-width apart on the middle of a long band and hold the ends at shoulder height. Push your hips back and bend your knees until your thighs are about parallel. Keep your knees tracking over your toes and your torso upright. Push back up to standing against the pull of the band.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "squat",
    difficulty: 1,
    stressTags: ["knee"],
  },
  {
    name: "Pull-Through mit Band",
    nameEn: "Band Pull-Through",
    description: "Hüftstreckung gegen ein tief befestigtes Band, rückenschonend für Gesäß und hintere Oberschenkel.",
    instructions:
      "Befestigen Sie das Band tief hinter sich und greifen Sie es zwischen den Beinen. Gehen Sie nach vorn, bis das Band spannt, die Füße stehen etwas breiter als hüftbreit. Schieben Sie die Hüfte mit geradem Rücken nach hinten. Strecken Sie die Hüfte kraftvoll, indem Sie das Gesäß anspannen.",
    descriptionEn: "Hip extension against a low-anchored band, easy on the back and good for glutes and hamstrings.",
    instructionsEn:
      "Anchor the band low behind you and hold it between your legs. Walk forward until the band is taut, feet slightly wider than hip-width. Push your hips back with a straight back. Drive your hips forward powerfully by squeezing your glutes.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes", "hamstrings"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "hinge",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Beckenheben mit Miniband",
    nameEn: "Banded Glute Bridge",
    description: "Beckenheben mit einem Miniband über den Knien, das zusätzlich den seitlichen Gesäßmuskel aktiviert.",
    instructions:
      "Legen Sie ein Miniband knapp oberhalb der Knie an und legen Sie sich auf den Rücken, die Füße stehen hüftbreit. Drücken Sie die Knie leicht nach außen gegen das Band. Heben Sie das Becken, bis Knie, Hüfte und Schultern eine Linie bilden. Senken Sie es langsam ab, ohne die Spannung im Band zu verlieren.",
    descriptionEn: "A glute bridge with a mini band above your knees that also activates the side of your glutes.",
    instructionsEn:
      "Put a mini band just above your knees and lie on your back with your feet hip-width apart. Press your knees slightly outward against the band. Lift your hips until knees, hips and shoulders form a line. Lower slowly without losing tension in the band.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes", "hamstrings", "hips"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "hinge",
    difficulty: 1,
    stressTags: ["supine"],
  },
  {
    name: "Good Morning mit Band",
    nameEn: "Band Good Morning",
    description: "Hüftbeuge mit einem Band im Nacken, die die hintere Kette mit geringer Last trainiert.",
    instructions:
      "Stellen Sie sich auf die Mitte des Bandes und legen Sie die Schlaufe hinter den Nacken auf den oberen Rücken. Beugen Sie die Knie leicht und kippen Sie den Oberkörper mit geradem Rücken aus der Hüfte nach vorn. Gehen Sie nur so weit, wie der Rücken neutral bleibt. Richten Sie sich durch Anspannen von Gesäß und hinteren Oberschenkeln wieder auf.",
    descriptionEn: "A hip hinge with a band behind your neck that trains your posterior chain with light load.",
    instructionsEn:
      "Stand on the middle of the band and loop it behind your neck onto your upper back. Soften your knees and hinge your torso forward from the hips with a straight back. Only go as far as your back stays neutral. Stand back up by squeezing your glutes and hamstrings.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["hamstrings", "glutes", "back"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "hinge",
    difficulty: 1,
    stressTags: ["lower_back"],
  },
  {
    name: "Ausfallschritt mit Band",
    nameEn: "Banded Split Squat",
    description: "Statischer Ausfallschritt mit dem Band unter dem vorderen Fuß für zusätzlichen Widerstand.",
    instructions:
      "Stellen Sie den vorderen Fuß auf die Mitte des Bandes und halten Sie die Enden auf Schulterhöhe, das hintere Bein steht einen großen Schritt hinter Ihnen. Senken Sie das hintere Knie senkrecht Richtung Boden. Das vordere Knie bleibt über dem Fuß, der Oberkörper aufrecht. Drücken Sie sich zurück nach oben und wechseln Sie nach dem Satz die Seite.",
    descriptionEn: "A static lunge with the band under your front foot for extra resistance.",
    instructionsEn:
      "Stand with your front foot on the middle of the band and hold the ends at shoulder height, back leg a long step behind you. Lower your back knee straight down toward the floor. Keep your front knee over your foot and your torso upright. Push back up and switch sides after the set.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "lunge",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Brustpresse mit Band",
    nameEn: "Band Chest Press",
    description: "Drücken nach vorn gegen ein hinter dem Rücken befestigtes Band, gelenkschonend für Brust und Trizeps.",
    instructions:
      "Befestigen Sie das Band auf Brusthöhe hinter sich oder führen Sie es um den oberen Rücken. Stehen Sie in Schrittstellung und halten Sie die Griffe neben der Brust. Drücken Sie die Hände nach vorn, bis die Arme fast gestreckt sind. Führen Sie sie kontrolliert zurück.",
    descriptionEn: "Pressing forward against a band anchored behind you, joint-friendly work for chest and triceps.",
    instructionsEn:
      "Anchor the band at chest height behind you or wrap it around your upper back. Stand in a split stance and hold the handles beside your chest. Press your hands forward until your arms are almost straight. Bring them back under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "push_horizontal",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Schulterdrücken mit Band",
    nameEn: "Band Overhead Press",
    description: "Überkopfdrücken gegen den Widerstand eines Bandes unter den Füßen.",
    instructions:
      "Stellen Sie sich auf die Mitte des Bandes und halten Sie die Enden auf Schulterhöhe. Spannen Sie Bauch und Gesäß an. Drücken Sie die Hände senkrecht nach oben, bis die Arme gestreckt sind. Senken Sie sie langsam zurück auf Schulterhöhe.",
    descriptionEn: "An overhead press against the resistance of a band under your feet.",
    instructionsEn:
      "Stand on the middle of the band and hold the ends at shoulder height. Brace your abs and glutes. Press your hands straight up until your arms are straight. Lower them slowly back to shoulder height.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "triceps"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "push_vertical",
    difficulty: 1,
    stressTags: ["shoulder", "overhead"],
  },
  {
    name: "Rudern mit Band",
    nameEn: "Band Row",
    description: "Rudern gegen ein auf Brusthöhe befestigtes Band für den oberen Rücken.",
    instructions:
      "Befestigen Sie das Band auf Brusthöhe an einer Tür oder einem Pfosten und greifen Sie die Enden. Gehen Sie zurück, bis das Band spannt, und stehen Sie aufrecht mit leicht gebeugten Knien. Ziehen Sie die Hände zum Bauch und führen Sie die Schulterblätter zusammen. Lassen Sie die Arme kontrolliert wieder nach vorn.",
    descriptionEn: "A row against a band anchored at chest height for your upper back.",
    instructionsEn:
      "Anchor the band at chest height to a door or post and take hold of the ends. Step back until the band is taut and stand tall with your knees slightly bent. Pull your hands to your stomach and squeeze your shoulder blades together. Let your arms travel forward again under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "pull_horizontal",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Face Pull mit Band",
    nameEn: "Band Face Pull",
    description: "Ziehen des Bandes zum Gesicht für hintere Schulter und Rotatorenmanschette.",
    instructions:
      "Befestigen Sie das Band auf Stirnhöhe und greifen Sie es mit beiden Händen, die Daumen zeigen nach hinten. Ziehen Sie das Band Richtung Stirn und führen Sie dabei die Hände auseinander. Drehen Sie die Oberarme am Ende nach außen, die Ellbogen bleiben auf Schulterhöhe. Führen Sie das Band kontrolliert zurück.",
    descriptionEn: "Pulling the band toward your face for rear shoulders and rotator cuff.",
    instructionsEn:
      "Anchor the band at forehead height and hold it with both hands, thumbs pointing back. Pull the band toward your forehead, spreading your hands apart as you go. At the end, rotate your upper arms outward, keeping your elbows at shoulder height. Return the band under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "back"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "pull_horizontal",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Latzug mit Band",
    nameEn: "Band Lat Pulldown",
    description: "Latzug im Kniestand gegen ein hoch befestigtes Band als Alternative zur Latzugmaschine.",
    instructions:
      "Befestigen Sie das Band hoch, zum Beispiel oben an einer Tür, und knien Sie sich davor. Greifen Sie die Enden mit gestreckten Armen schräg über sich. Ziehen Sie die Ellbogen nach unten zu den Rippen und die Schulterblätter nach hinten unten. Lassen Sie die Arme langsam wieder nach oben.",
    descriptionEn: "A kneeling pulldown against a high-anchored band as an alternative to the lat pulldown machine.",
    instructionsEn:
      "Anchor the band high, for example at the top of a door, and kneel in front of it. Take the ends with straight arms reaching up at an angle. Pull your elbows down to your ribs and your shoulder blades back and down. Let your arms rise slowly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "pull_vertical",
    difficulty: 1,
    stressTags: ["knee"],
  },
  {
    name: "Bizepscurl mit Band",
    nameEn: "Band Biceps Curl",
    description: "Bizepscurls gegen ein Band unter den Füßen.",
    instructions:
      "Stellen Sie sich auf die Mitte des Bandes und greifen Sie die Enden im Untergriff. Beugen Sie die Arme und führen Sie die Hände zu den Schultern, die Ellbogen bleiben am Körper. Halten Sie oben kurz die Spannung. Senken Sie die Hände langsam wieder ab.",
    descriptionEn: "Biceps curls against a band under your feet.",
    instructionsEn:
      "Stand on the middle of the band and take the ends with an underhand grip. Bend your arms and bring your hands to your shoulders, keeping your elbows at your sides. Hold the tension briefly at the top. Lower your hands slowly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["biceps", "forearms"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "arms",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Trizepsdrücken mit Band",
    nameEn: "Band Triceps Pushdown",
    description: "Trizepsstrecken nach unten gegen ein hoch befestigtes Band.",
    instructions:
      "Befestigen Sie das Band hoch und greifen Sie die Enden. Legen Sie die Ellbogen seitlich an den Körper. Strecken Sie die Arme nach unten, bis sie ganz gestreckt sind. Lassen Sie die Unterarme langsam zurück, die Oberarme bleiben ruhig.",
    descriptionEn: "A triceps pushdown against a high-anchored band.",
    instructionsEn:
      "Anchor the band high and take hold of the ends. Tuck your elbows in at your sides. Push down until your arms are fully straight. Let your forearms come back slowly while your upper arms stay still.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["triceps"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "arms",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Pallof-Press mit Band",
    nameEn: "Band Pallof Press",
    description: "Anti-Rotationsübung gegen ein seitlich befestigtes Band, sehr rückenfreundlich.",
    instructions:
      "Befestigen Sie das Band auf Brusthöhe und stellen Sie sich seitlich dazu, das Band mit beiden Händen vor der Brust. Gehen Sie zur Seite, bis es spannt, die Füße stehen hüftbreit. Drücken Sie die Hände gerade nach vorn und halten Sie zwei Sekunden, ohne dass sich der Oberkörper dreht. Führen Sie die Hände zurück und wechseln Sie nach dem Satz die Seite.",
    descriptionEn: "An anti-rotation exercise against a band anchored to the side, very kind to your back.",
    instructionsEn:
      "Anchor the band at chest height and stand side-on to it, holding the band with both hands in front of your chest. Step to the side until it is taut, feet hip-width apart. Press your hands straight out and hold for two seconds without letting your torso rotate. Bring your hands back and switch sides after the set.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "core",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Seitliches Gehen mit Miniband",
    nameEn: "Lateral Band Walk",
    description: "Seitschritte mit einem Miniband um die Beine zur Aktivierung des seitlichen Gesäßmuskels.",
    instructions:
      "Legen Sie ein Miniband oberhalb der Knie oder um die Fußgelenke an und gehen Sie in eine leichte Kniebeuge. Machen Sie kleine, kontrollierte Schritte zur Seite, das Band bleibt immer gespannt. Die Knie zeigen nach vorn und fallen nicht nach innen. Gehen Sie einige Schritte und dann in die andere Richtung zurück.",
    descriptionEn: "Side steps with a mini band around your legs to activate the side of your glutes.",
    instructionsEn:
      "Put a mini band above your knees or around your ankles and sink into a slight squat. Take small, controlled steps to the side, keeping the band taut at all times. Keep your knees pointing forward so they do not cave in. Take a few steps, then walk back the other way.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["glutes", "hips"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "warmup",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Außenrotation mit Band",
    nameEn: "Band External Rotation",
    description: "Gezielte Kräftigung der Rotatorenmanschette, bewährt zur Vorbeugung von Schulterproblemen.",
    instructions:
      "Befestigen Sie das Band auf Ellbogenhöhe und stellen Sie sich seitlich dazu, der Griff ist in der weiter entfernten Hand. Legen Sie den Ellbogen im rechten Winkel an die Taille, ein kleines Handtuch dazwischen hilft. Drehen Sie den Unterarm nach außen, ohne dass sich der Ellbogen vom Körper löst. Führen Sie ihn langsam zurück und wechseln Sie nach dem Satz die Seite.",
    descriptionEn: "Targeted strengthening of the rotator cuff, a proven way to prevent shoulder problems.",
    instructionsEn:
      "Anchor the band at elbow height and stand side-on to it, holding the handle in your far hand. Keep your elbow bent at a right angle against your waist; a small towel tucked in between helps. Rotate your forearm outward without letting your elbow leave your side. Return slowly and switch sides after the set.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders"],
    equipmentNeeded: ["resistance_bands"],
    movementPattern: "warmup",
    difficulty: 1,
    stressTags: [],
  },
];

export const CARDIO_OTHER_EXERCISES: ExerciseRecord[] = [...ERGOMETER, ...SANDBAGS, ...RESISTANCE_BANDS];
