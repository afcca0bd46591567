/**
 * Bodyweight exercises (equipmentNeeded: []), usable with the questionnaire answer 'none'.
 * Every movement pattern has easy, medium and hard options, and for each pattern there is a
 * variant that avoids the common restriction tags (knee, high_impact, shoulder, overhead,
 * spinal_load, lower_back, valsalva, supine, wrist), so the generator always finds a substitute.
 * Warm-up and mobility drills live in warmup-mobility.ts.
 */
import type { ExerciseRecord } from "~/domain/exercises/types";

const STAB = "#stabilisation";

/** Squat, hinge, lunge and horizontal push. */
const LOWER_BODY_AND_PUSH: ExerciseRecord[] = [
  // ── squat ──────────────────────────────────────────────────────────────
  {
    name: "Kniebeuge mit Körpergewicht",
    nameEn: "Bodyweight Squat",
    description: "Grundübung für Oberschenkel und Gesäß ohne Zusatzgewicht.",
    instructions:
      "Stellen Sie sich hüftbreit hin, die Fußspitzen zeigen leicht nach außen. Schieben Sie die Hüfte nach hinten und beugen Sie die Knie, bis die Oberschenkel etwa waagerecht sind. Die Knie folgen der Richtung der Fußspitzen, die Fersen bleiben am Boden. Drücken Sie sich über den ganzen Fuß zurück in den Stand.",
    descriptionEn: "The basic exercise for thighs and glutes, without added weight.",
    instructionsEn:
      "Stand hip-width apart with your toes turned slightly out. Push your hips back and bend your knees until your thighs are roughly parallel to the floor. Keep your knees tracking in line with your toes and your heels on the floor. Push through your whole foot back to standing.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 1,
    stressTags: ["knee"],
  },
  {
    name: "Stuhl-Kniebeuge mit hoher Sitzfläche",
    nameEn: "High Box Sit-to-Stand",
    description: "Knieschonende Kniebeuge mit kleinem Bewegungsumfang, bei der Sie sich auf einen hohen Stuhl setzen und wieder aufstehen.",
    instructions:
      "Setzen Sie sich auf die vordere Hälfte eines stabilen, hohen Stuhls, die Füße stehen hüftbreit. Neigen Sie den Oberkörper mit langem Rücken leicht nach vorn und stehen Sie ohne Schwung auf. Setzen Sie sich langsam und kontrolliert wieder ab. Bleiben Sie im schmerzfreien Bereich und erhöhen Sie die Sitzfläche bei Bedarf mit einem Kissen.",
    descriptionEn: "A knee-friendly squat with a short range of motion: sit down on a high chair and stand back up.",
    instructionsEn:
      "Sit on the front half of a sturdy, high chair with your feet hip-width apart. Lean your torso slightly forward with a long back and stand up without swinging. Sit back down slowly and under control. Stay within a pain-free range and raise the seat with a cushion if you need to.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Sumo-Kniebeuge",
    nameEn: "Sumo Squat",
    description: "Kniebeuge mit breitem Stand, die Gesäß und Oberschenkelinnenseite betont.",
    instructions:
      "Stellen Sie die Füße deutlich breiter als schulterbreit, die Fußspitzen zeigen schräg nach außen. Senken Sie das Becken gerade nach unten, der Oberkörper bleibt aufrecht. Drücken Sie die Knie aktiv nach außen über die Füße. Strecken Sie Hüfte und Knie, um zurück in den Stand zu kommen.",
    descriptionEn: "A wide-stance squat that emphasises your glutes and inner thighs.",
    instructionsEn:
      "Set your feet well wider than shoulder width with your toes turned out at an angle. Lower your hips straight down while your torso stays upright. Actively push your knees out over your feet. Extend your hips and knees to come back to standing.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "hips"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 1,
    stressTags: ["knee", "hip"],
  },
  {
    name: "Wandsitzen",
    nameEn: "Wall Sit",
    description: "Statische Halteübung an der Wand für kräftige Oberschenkel.",
    instructions:
      "Lehnen Sie den Rücken flach an eine Wand und gehen Sie mit den Füßen etwa einen Schritt nach vorn. Rutschen Sie nach unten, bis die Knie etwa im rechten Winkel stehen. Die Knie bleiben über den Sprunggelenken, das Gewicht liegt auf den Fersen. Halten Sie die Position und atmen Sie dabei ruhig weiter.",
    descriptionEn: "A static wall hold for strong thighs.",
    instructionsEn:
      "Lean your back flat against a wall and walk your feet about one step forward. Slide down until your knees are bent to roughly a right angle. Keep your knees over your ankles and your weight on your heels. Hold the position and keep breathing calmly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Kniebeuge mit Pause",
    nameEn: "Pause Squat",
    description: "Kniebeuge mit zwei bis drei Sekunden Halt am tiefsten Punkt für mehr Kontrolle und Spannung.",
    instructions:
      "Beugen Sie sich wie bei der normalen Kniebeuge kontrolliert nach unten. Halten Sie am tiefsten Punkt zwei bis drei Sekunden, ohne die Spannung zu verlieren. Brust bleibt aufrecht, die Knie zeigen über die Fußspitzen. Drücken Sie sich danach zügig zurück in den Stand.",
    descriptionEn: "A squat with a two- to three-second hold at the bottom for more control and tension.",
    instructionsEn:
      "Lower yourself under control as in a normal squat. Hold at the bottom for two to three seconds without losing tension. Keep your chest up and your knees pointing over your toes. Then drive briskly back up to standing.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Sprungkniebeuge",
    nameEn: "Jump Squat",
    description: "Explosive Kniebeuge mit Strecksprung für Schnellkraft in den Beinen.",
    instructions:
      "Gehen Sie in eine halbe Kniebeuge und holen Sie mit den Armen Schwung. Springen Sie explosiv senkrecht nach oben und strecken Sie dabei Hüfte, Knie und Sprunggelenke. Landen Sie leise auf dem Vorfuß und federn Sie direkt in die nächste Kniebeuge ab. Die Knie bleiben bei der Landung über den Fußspitzen.",
    descriptionEn: "An explosive squat into a vertical jump for leg power.",
    instructionsEn:
      "Drop into a half squat and load up with an arm swing. Jump explosively straight up, extending your hips, knees and ankles. Land quietly on the balls of your feet and flow straight into the next squat. Keep your knees over your toes as you land.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "calves"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 2,
    stressTags: ["knee", "high_impact", "ankle"],
  },
  {
    name: "Einbeinige Kniebeuge (Pistol Squat)",
    nameEn: "Pistol Squat",
    description: "Anspruchsvolle einbeinige Kniebeuge, die Kraft, Beweglichkeit und Gleichgewicht verlangt.",
    instructions:
      "Stehen Sie auf einem Bein und strecken Sie das andere Bein sowie die Arme nach vorn. Beugen Sie das Standbein langsam, bis das Gesäß nahe an der Ferse ist. Die Ferse bleibt am Boden, das Knie zeigt über die Fußspitze. Drücken Sie sich kontrolliert zurück nach oben; zu Beginn hilft ein Türrahmen zum Festhalten.",
    descriptionEn: "A demanding single-leg squat that calls for strength, mobility and balance.",
    instructionsEn:
      "Stand on one leg and reach the other leg and both arms forward. Slowly bend your standing leg until your hips come close to your heel. Keep your heel down and your knee pointing over your toes. Push back up under control; holding on to a door frame helps at first.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["quadriceps", "glutes", "core"],
    equipmentNeeded: [],
    movementPattern: "squat",
    difficulty: 3,
    stressTags: ["knee", "ankle"],
  },

  // ── hinge ──────────────────────────────────────────────────────────────
  {
    name: "Beckenheben",
    nameEn: "Glute Bridge",
    description: "Einfache Gesäßübung in Rückenlage, die die Hüftstreckung ohne Last auf der Wirbelsäule trainiert.",
    instructions:
      "Legen Sie sich auf den Rücken, stellen Sie die Füße hüftbreit nah am Gesäß auf. Spannen Sie Bauch und Gesäß an und heben Sie das Becken, bis Knie, Hüfte und Schultern eine Linie bilden. Vermeiden Sie ein Hohlkreuz, die Rippen bleiben unten. Senken Sie das Becken langsam wieder ab.",
    descriptionEn: "A simple glute exercise lying on your back that trains hip extension without loading your spine.",
    instructionsEn:
      "Lie on your back with your feet hip-width apart, close to your glutes. Brace your abs and glutes and lift your hips until knees, hips and shoulders form a line. Avoid arching your lower back; keep your ribs down. Lower your hips slowly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes", "hamstrings"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 1,
    stressTags: ["supine"],
  },
  {
    name: "Hüftbeuge im Stand",
    nameEn: "Bodyweight Good Morning",
    description: "Ohne Gewicht ausgeführte Hüftbeuge, die das saubere Abkippen aus der Hüfte mit neutralem Rücken schult.",
    instructions:
      "Stellen Sie sich hüftbreit hin, die Hände liegen an der Brust oder an den Hüften. Schieben Sie das Gesäß nach hinten und neigen Sie den Oberkörper mit langem Rücken nach vorn, die Knie sind leicht gebeugt. Gehen Sie nur so weit, wie der Rücken gerade bleibt und Sie die Dehnung hinten im Oberschenkel spüren. Richten Sie sich durch Anspannen des Gesäßes wieder auf.",
    descriptionEn: "An unweighted hip hinge that teaches you to tip forward from the hips with a neutral back.",
    instructionsEn:
      "Stand hip-width apart with your hands on your chest or hips. Push your hips back and lean your torso forward with a long back, knees slightly bent. Only go as far as your back stays straight and you feel a stretch in the back of your thighs. Stand back up by squeezing your glutes.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["hamstrings", "glutes", "back"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Eselstritt im Vierfüßlerstand",
    nameEn: "Donkey Kick",
    description: "Gezielte Gesäßübung im Vierfüßlerstand mit Hüftstreckung eines Beins.",
    instructions:
      "Gehen Sie in den Vierfüßlerstand, die Hände unter den Schultern, die Knie unter der Hüfte. Heben Sie ein Bein mit gebeugtem Knie, bis der Oberschenkel waagerecht ist, und drücken Sie die Fußsohle Richtung Decke. Das Becken bleibt gerade, der Rücken sackt nicht ins Hohlkreuz. Senken Sie das Bein kontrolliert ab und wechseln Sie nach allen Wiederholungen die Seite.",
    descriptionEn: "A targeted glute exercise on all fours that extends one hip at a time.",
    instructionsEn:
      "Get on all fours with your hands under your shoulders and your knees under your hips. Lift one leg with the knee bent until your thigh is level and press the sole of your foot toward the ceiling. Keep your hips square and do not let your lower back sag into an arch. Lower the leg under control and switch sides after all reps.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 1,
    stressTags: ["wrist",  "knee"],
  },
  {
    name: "Einbeiniges Beckenheben",
    nameEn: "Single-Leg Glute Bridge",
    description: "Fortgeschrittene Variante des Beckenhebens, bei der ein Bein die ganze Arbeit leistet.",
    instructions:
      "Legen Sie sich auf den Rücken, ein Fuß steht nah am Gesäß, das andere Bein ist gestreckt in der Luft. Drücken Sie die Ferse in den Boden und heben Sie das Becken, bis Schulter, Hüfte und Knie eine Linie bilden. Das Becken darf nicht zur Seite kippen. Senken Sie langsam ab und wechseln Sie nach dem Satz das Bein.",
    descriptionEn: "An advanced glute bridge in which one leg does all the work.",
    instructionsEn:
      "Lie on your back with one foot planted close to your glutes and the other leg straight in the air. Push your heel into the floor and lift your hips until shoulder, hip and knee form a line. Do not let your pelvis tip to the side. Lower slowly and switch legs after the set.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes", "hamstrings"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 2,
    stressTags: ["supine"],
  },
  {
    name: "Hip Thrust ohne Gewicht",
    nameEn: "Bodyweight Hip Thrust",
    description: "Hüftstrecken mit dem oberen Rücken auf einer Bank oder dem Sofa für einen größeren Bewegungsumfang.",
    instructions:
      "Lehnen Sie den oberen Rücken quer an eine stabile Bank oder Sofakante, die Füße stehen hüftbreit vor Ihnen. Drücken Sie die Fersen in den Boden und heben Sie das Becken, bis der Oberkörper waagerecht ist. Halten Sie das Kinn leicht eingezogen und spannen Sie oben das Gesäß fest an. Senken Sie das Becken kontrolliert ab.",
    descriptionEn: "Hip extension with your upper back on a bench or sofa for a bigger range of motion.",
    instructionsEn:
      "Rest your upper back across a sturdy bench or the edge of a sofa with your feet hip-width apart in front of you. Push your heels into the floor and lift your hips until your torso is level. Keep your chin slightly tucked and squeeze your glutes hard at the top. Lower your hips under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes", "hamstrings"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 2,
    stressTags: [],
  },
  {
    name: "Standwaage",
    nameEn: "Bodyweight Single-Leg Romanian Deadlift",
    description: "Einbeiniges Kreuzheben ohne Gewicht, das Gesäß, hintere Oberschenkel und Gleichgewicht fordert.",
    instructions:
      "Stehen Sie auf einem Bein, das Knie ist leicht gebeugt. Kippen Sie den Oberkörper nach vorn, während das freie Bein gestreckt nach hinten geht, bis Oberkörper und Bein fast waagerecht sind. Das Becken bleibt parallel zum Boden, der Rücken gerade. Richten Sie sich über die Hüfte wieder auf und wechseln Sie nach dem Satz die Seite.",
    descriptionEn: "An unweighted single-leg deadlift that challenges glutes, hamstrings and balance.",
    instructionsEn:
      "Stand on one leg with the knee slightly bent. Tip your torso forward as the free leg extends straight behind you until torso and leg are almost level. Keep your hips square to the floor and your back straight. Return to standing by driving through your hip and switch sides after the set.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["hamstrings", "glutes", "core"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 2,
    stressTags: ["ankle"],
  },
  {
    name: "Nordic Hamstring Curl",
    nameEn: "Nordic Hamstring Curl",
    description: "Sehr intensive, exzentrische Übung für die hinteren Oberschenkel, die Verletzungen vorbeugt.",
    instructions:
      "Knien Sie sich auf ein Polster und fixieren Sie die Fersen unter einem schweren Sofa oder lassen Sie sie von einem Partner halten. Halten Sie Hüfte und Oberkörper in einer Linie und lehnen Sie sich so langsam wie möglich nach vorn. Fangen Sie sich am Ende mit den Händen ab. Drücken Sie sich mit den Händen zurück und ziehen Sie mit den Oberschenkeln nach, bis Sie wieder aufrecht sind.",
    descriptionEn: "A very intense eccentric hamstring exercise that helps prevent injuries.",
    instructionsEn:
      "Kneel on a pad and anchor your heels under a heavy sofa or have a partner hold them. Keep hips and torso in one line and lean forward as slowly as you can. Catch yourself with your hands at the end. Push back with your hands and pull with your hamstrings until you are upright again.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["hamstrings"],
    equipmentNeeded: [],
    movementPattern: "hinge",
    difficulty: 3,
    stressTags: ["knee"],
  },

  // ── lunge ──────────────────────────────────────────────────────────────
  {
    name: "Einbeinstand mit Knieheben",
    nameEn: "Single-Leg Stance with Knee Raise",
    description: "Kniefreundliche Gleichgewichtsübung auf einem Bein, die Hüft- und Fußstabilität trainiert.",
    instructions:
      "Stellen Sie sich aufrecht hin und heben Sie ein Knie bis auf Hüfthöhe. Halten Sie das Becken gerade und das Standbein leicht gebeugt, ohne dass das Knie nach innen fällt. Halten Sie die Position 20 bis 30 Sekunden. Für mehr Anspruch schließen Sie die Augen oder stehen Sie auf einem Kissen.",
    descriptionEn: "A knee-friendly single-leg balance exercise that trains hip and foot stability.",
    instructionsEn:
      "Stand tall and raise one knee to hip height. Keep your hips level and your standing leg slightly bent without letting the knee cave inward. Hold the position for 20 to 30 seconds. To make it harder, close your eyes or stand on a cushion.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["glutes", "hips", "core"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 1,
    stressTags: ["ankle"],
  },
  {
    name: "Rückwärtiger Ausfallschritt",
    nameEn: "Reverse Lunge",
    description: "Ausfallschritt nach hinten, der die Knie weniger belastet als der Schritt nach vorn.",
    instructions:
      "Stellen Sie sich hüftbreit hin und machen Sie einen großen Schritt nach hinten. Senken Sie das hintere Knie, bis es knapp über dem Boden ist; das vordere Knie bleibt über dem Fuß. Der Oberkörper bleibt aufrecht, der Großteil des Gewichts liegt auf dem vorderen Bein. Drücken Sie sich über die vordere Ferse zurück in den Stand.",
    descriptionEn: "A backward lunge that is easier on the knees than stepping forward.",
    instructionsEn:
      "Stand hip-width apart and take a long step back. Lower your back knee until it hovers just above the floor while your front knee stays over your foot. Keep your torso upright with most of your weight on the front leg. Push through your front heel back to standing.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 1,
    stressTags: ["knee"],
  },
  {
    name: "Step-up auf eine Stufe",
    nameEn: "Step-Up",
    description: "Aufsteigen auf eine Stufe oder stabile Kiste für kräftige Beine im Alltag.",
    instructions:
      "Stellen Sie einen Fuß vollständig auf eine stabile Stufe oder Kiste etwa in Kniehöhe oder niedriger. Verlagern Sie das Gewicht nach vorn und drücken Sie sich mit dem oberen Bein hoch, ohne mit dem unteren Fuß abzustoßen. Das Knie bleibt über dem Fuß und fällt nicht nach innen. Steigen Sie langsam wieder ab.",
    descriptionEn: "Stepping onto a step or sturdy box for legs that are strong in everyday life.",
    instructionsEn:
      "Place one whole foot on a sturdy step or box at knee height or lower. Shift your weight forward and drive up with the top leg without pushing off from the bottom foot. Keep your knee over your foot so it does not cave in. Step back down slowly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 1,
    stressTags: ["knee"],
  },
  {
    name: "Ausfallschritt nach vorn",
    nameEn: "Forward Lunge",
    description: "Klassischer Ausfallschritt für Beine und Gesäß mit zusätzlicher Bremsarbeit.",
    instructions:
      "Machen Sie aus dem hüftbreiten Stand einen großen Schritt nach vorn. Senken Sie das hintere Knie Richtung Boden, beide Knie sind etwa im rechten Winkel. Das vordere Knie bleibt über dem Fuß, der Oberkörper aufrecht. Drücken Sie sich kraftvoll vom vorderen Fuß zurück in die Ausgangsposition.",
    descriptionEn: "The classic forward lunge for legs and glutes, with extra braking work.",
    instructionsEn:
      "From a hip-width stance, take a long step forward. Lower your back knee toward the floor until both knees are bent to about a right angle. Keep your front knee over your foot and your torso upright. Push off your front foot powerfully back to the start.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Bulgarische Kniebeuge",
    nameEn: "Bulgarian Split Squat",
    description: "Einbeinige Kniebeuge mit erhöhtem hinteren Fuß, sehr effektiv für Oberschenkel und Gesäß.",
    instructions:
      "Legen Sie den Spann des hinteren Fußes auf eine Bank oder einen Stuhl, der vordere Fuß steht einen großen Schritt davor. Senken Sie das hintere Knie senkrecht nach unten, bis der vordere Oberschenkel fast waagerecht ist. Das vordere Knie bleibt stabil über dem Fuß. Drücken Sie sich über die vordere Ferse wieder hoch.",
    descriptionEn: "A single-leg squat with the rear foot raised, highly effective for thighs and glutes.",
    instructionsEn:
      "Rest the top of your rear foot on a bench or chair with your front foot a long step ahead. Lower your back knee straight down until your front thigh is almost level. Keep your front knee stable over your foot. Push back up through your front heel.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Seitlicher Ausfallschritt",
    nameEn: "Lateral Lunge",
    description: "Ausfallschritt zur Seite, der Beine, Gesäß und Adduktoren in der Frontalebene trainiert.",
    instructions:
      "Machen Sie aus dem Stand einen weiten Schritt zur Seite. Schieben Sie die Hüfte nach hinten und beugen Sie das Knie des Schrittbeins, das andere Bein bleibt gestreckt. Beide Fußsohlen bleiben am Boden, das Knie zeigt in Richtung der Fußspitze. Drücken Sie sich zurück in die Mitte und wechseln Sie die Seite.",
    descriptionEn: "A sideways lunge that trains legs, glutes and adductors in the frontal plane.",
    instructionsEn:
      "From standing, take a wide step to the side. Push your hips back and bend the knee of the stepping leg while the other leg stays straight. Keep both feet flat on the floor and your knee pointing toward your toes. Push back to the centre and switch sides.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "hips"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 2,
    stressTags: ["knee", "hip"],
  },
  {
    name: "Überkreuz-Ausfallschritt",
    nameEn: "Curtsy Lunge",
    description: "Ausfallschritt diagonal nach hinten, der besonders den seitlichen Gesäßmuskel fordert.",
    instructions:
      "Stellen Sie sich hüftbreit hin und setzen Sie ein Bein diagonal hinter das andere, als würden Sie einen Knicks machen. Senken Sie sich ab, bis das vordere Knie etwa im rechten Winkel ist. Becken und Schultern bleiben nach vorn ausgerichtet. Drücken Sie sich über das vordere Bein zurück in den Stand.",
    descriptionEn: "A lunge stepping diagonally back that especially works the side of your glutes.",
    instructionsEn:
      "Stand hip-width apart and step one leg diagonally behind the other, as if doing a curtsy. Lower yourself until your front knee is at about a right angle. Keep your hips and shoulders facing forward. Push through your front leg back to standing.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["glutes", "quadriceps", "hips"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 2,
    stressTags: ["knee", "hip"],
  },
  {
    name: "Kosakenkniebeuge",
    nameEn: "Cossack Squat",
    description: "Tiefe seitliche Kniebeuge auf einem Bein, die Kraft und Beweglichkeit von Hüfte und Adduktoren verlangt.",
    instructions:
      "Stellen Sie die Füße sehr breit. Verlagern Sie das Gewicht auf ein Bein und beugen Sie es tief, während das andere Bein gestreckt bleibt und die Fußspitze nach oben zeigt. Die Ferse des gebeugten Beins bleibt am Boden, der Oberkörper möglichst aufrecht. Schieben Sie sich über die Mitte zur anderen Seite.",
    descriptionEn: "A deep sideways single-leg squat that demands strength and mobility in your hips and adductors.",
    instructionsEn:
      "Take a very wide stance. Shift your weight onto one leg and bend it deeply while the other leg stays straight with its toes pointing up. Keep the heel of the bent leg down and your torso as upright as you can. Shift through the middle over to the other side.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "hips"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 3,
    stressTags: ["knee", "hip"],
  },
  {
    name: "Ausfallschritt-Sprünge",
    nameEn: "Jumping Lunge",
    description: "Explosive Ausfallschritte mit Beinwechsel in der Luft für Schnellkraft und Kondition.",
    instructions:
      "Starten Sie in einer Ausfallschrittposition. Springen Sie kraftvoll nach oben und wechseln Sie in der Luft die Beine. Landen Sie weich und kontrolliert direkt in der nächsten Ausfallschrittposition. Die Knie bleiben über den Füßen; hören Sie auf, sobald die Landung unsauber wird.",
    descriptionEn: "Explosive lunges switching legs in the air for power and conditioning.",
    instructionsEn:
      "Start in a lunge position. Jump up powerfully and switch legs in the air. Land softly and under control straight into the next lunge. Keep your knees over your feet, and stop as soon as your landings get sloppy.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["quadriceps", "glutes", "cardiovascular"],
    equipmentNeeded: [],
    movementPattern: "lunge",
    difficulty: 3,
    stressTags: ["knee", "high_impact", "ankle"],
  },

  // ── push_horizontal ────────────────────────────────────────────────────
  {
    name: "Isometrischer Handflächendruck",
    nameEn: "Isometric Palm Press",
    description: "Schulter- und handgelenkschonende Brustübung, bei der Sie die Handflächen vor der Brust gegeneinander drücken.",
    instructions:
      "Stehen oder sitzen Sie aufrecht und legen Sie die Handflächen vor der Brust aneinander, die Ellbogen sind leicht unter Schulterhöhe. Drücken Sie die Hände 10 bis 20 Sekunden mit etwa 70 Prozent Kraft gegeneinander. Atmen Sie dabei ruhig weiter und halten Sie keine Luft an. Lösen Sie die Spannung langsam und wiederholen Sie.",
    descriptionEn: "A chest exercise that is gentle on shoulders and wrists: press your palms together in front of your chest.",
    instructionsEn:
      "Stand or sit tall and put your palms together in front of your chest, elbows slightly below shoulder height. Press your hands together at about 70 percent effort for 10 to 20 seconds. Keep breathing calmly and do not hold your breath. Release the tension slowly and repeat.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Wand-Liegestütz",
    nameEn: "Wall Push-Up",
    description: "Sehr leichte Liegestütz-Variante im Stand an der Wand, ideal für den Einstieg.",
    instructions:
      "Stellen Sie sich etwa eine Armlänge vor eine Wand und setzen Sie die Hände schulterbreit auf Brusthöhe auf. Der Körper bildet eine gerade Linie von Kopf bis Ferse. Beugen Sie die Arme, bis die Brust fast die Wand berührt; die Ellbogen zeigen schräg nach hinten. Drücken Sie sich zurück in die Ausgangsposition.",
    descriptionEn: "A very easy standing push-up against a wall, ideal for getting started.",
    instructionsEn:
      "Stand about an arm's length from a wall and place your hands shoulder-width apart at chest height. Keep your body in a straight line from head to heels. Bend your arms until your chest almost touches the wall, elbows angled back. Push back to the starting position.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 1,
    stressTags: ["wrist"],
  },
  {
    name: "Schräg-Liegestütz",
    nameEn: "Incline Push-Up",
    description: "Liegestütz mit den Händen auf einer erhöhten Fläche wie Tisch, Bank oder Sofalehne.",
    instructions:
      "Setzen Sie die Hände etwas breiter als schulterbreit auf eine stabile Erhöhung. Spannen Sie Bauch und Gesäß an, sodass der Körper eine Linie bildet. Senken Sie die Brust zur Kante, die Ellbogen zeigen etwa 45 Grad vom Körper weg. Drücken Sie sich kontrolliert wieder hoch.",
    descriptionEn: "A push-up with your hands on a raised surface such as a table, bench or sofa arm.",
    instructionsEn:
      "Place your hands slightly wider than shoulder width on a sturdy raised surface. Brace your abs and glutes so your body forms one line. Lower your chest to the edge, elbows about 45 degrees from your body. Push back up under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 1,
    stressTags: ["wrist"],
  },
  {
    name: "Knie-Liegestütz",
    nameEn: "Knee Push-Up",
    description: "Liegestütz auf den Knien als Zwischenstufe zum vollen Liegestütz.",
    instructions:
      "Legen Sie die Knie auf eine weiche Unterlage und setzen Sie die Hände etwas breiter als schulterbreit auf. Knie, Hüfte und Schultern bilden eine gerade Linie, das Gesäß bleibt unten. Senken Sie die Brust bis knapp über den Boden. Drücken Sie sich mit fester Rumpfspannung wieder hoch.",
    descriptionEn: "A push-up from the knees as a stepping stone to the full push-up.",
    instructionsEn:
      "Rest your knees on a soft mat and place your hands slightly wider than shoulder width. Keep knees, hips and shoulders in a straight line with your hips down. Lower your chest until it is just above the floor. Push back up with a firmly braced core.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 1,
    stressTags: ["wrist",  "knee"],
  },
  {
    name: "Liegestütz",
    nameEn: "Push-Up",
    description: "Klassische Ganzkörper-Druckübung für Brust, Schultern, Trizeps und Rumpf.",
    instructions:
      "Setzen Sie die Hände etwas breiter als schulterbreit auf, die Beine sind gestreckt. Der Körper bildet von Kopf bis Ferse eine gerade Linie, Bauch und Gesäß sind angespannt. Senken Sie die Brust bis knapp über den Boden, die Ellbogen zeigen etwa 45 Grad nach hinten. Drücken Sie sich kraftvoll zurück nach oben.",
    descriptionEn: "The classic full-body pressing exercise for chest, shoulders, triceps and core.",
    instructionsEn:
      "Place your hands slightly wider than shoulder width with your legs straight. Keep your body in a straight line from head to heels, abs and glutes tight. Lower your chest until it is just above the floor, elbows angled back about 45 degrees. Push back up powerfully.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps", "shoulders", "core"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 2,
    stressTags: ["wrist", "shoulder"],
  },
  {
    name: "Liegestütz auf den Fäusten",
    nameEn: "Knuckle Push-Up",
    description: "Liegestütz auf den Fäusten, bei dem das Handgelenk gerade bleibt und dadurch geschont wird.",
    instructions:
      "Ballen Sie die Hände zu Fäusten und stützen Sie sich auf einer weichen Unterlage auf den ersten beiden Fingerknöcheln ab. Das Handgelenk bleibt in einer geraden Linie mit dem Unterarm. Führen Sie den Liegestütz mit gestrecktem Körper wie gewohnt aus. Bei Bedarf können Sie die Knie ablegen.",
    descriptionEn: "A push-up on your fists that keeps your wrists straight and spares them.",
    instructionsEn:
      "Make fists and rest on the first two knuckles on a soft mat. Keep your wrists in a straight line with your forearms. Do the push-up as usual with your body straight. Drop to your knees if you need to.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 2,
    stressTags: ["shoulder"],
  },
  {
    name: "Liegestütz mit erhöhten Füßen",
    nameEn: "Decline Push-Up",
    description: "Schwerere Liegestütz-Variante mit den Füßen auf einer Erhöhung, die obere Brust und Schultern betont.",
    instructions:
      "Legen Sie die Füße auf eine Bank oder einen Stuhl und setzen Sie die Hände schulterbreit auf den Boden. Halten Sie den Körper gerade, das Becken sackt nicht durch. Senken Sie die Brust kontrolliert Richtung Boden. Drücken Sie sich zurück, ohne die Schultern zu den Ohren zu ziehen.",
    descriptionEn: "A harder push-up with your feet raised that emphasises the upper chest and shoulders.",
    instructionsEn:
      "Put your feet on a bench or chair and place your hands on the floor at shoulder width. Keep your body straight so your hips do not sag. Lower your chest toward the floor under control. Push back up without shrugging your shoulders toward your ears.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "shoulders", "triceps"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 3,
    stressTags: ["wrist", "shoulder"],
  },
  {
    name: "Bogenschützen-Liegestütz",
    nameEn: "Archer Push-Up",
    description: "Einseitig betonter Liegestütz als Vorstufe zum einarmigen Liegestütz.",
    instructions:
      "Setzen Sie die Hände sehr breit auf, die Fingerspitzen zeigen leicht nach außen. Senken Sie den Körper zu einer Hand ab, während der andere Arm fast gestreckt bleibt. Der Rumpf bleibt fest und dreht nicht ein. Drücken Sie sich zurück in die Mitte und wechseln Sie die Seite.",
    descriptionEn: "A push-up that loads one side at a time, a step toward the one-arm push-up.",
    instructionsEn:
      "Place your hands very wide with your fingers turned slightly out. Lower your body toward one hand while the other arm stays almost straight. Keep your trunk tight without twisting. Push back to the middle and switch sides.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["chest", "triceps", "shoulders", "core"],
    equipmentNeeded: [],
    movementPattern: "push_horizontal",
    difficulty: 3,
    stressTags: ["wrist", "shoulder", "elbow"],
  },
];

/** Vertical push, horizontal and vertical pull, core and carry. */
const UPPER_BODY_AND_CORE: ExerciseRecord[] = [
  // ── push_vertical ──────────────────────────────────────────────────────
  {
    name: "Unterarm-Wandschieben",
    nameEn: "Forearm Wall Slide",
    description: "Sanfte Überkopfbewegung an der Wand, die Schulterblattmuskulatur und den vorderen Sägemuskel aktiviert.",
    instructions:
      "Stellen Sie sich mit dem Gesicht zur Wand und legen Sie die Unterarme schulterbreit senkrecht an die Wand. Schieben Sie die Unterarme langsam nach oben, während Sie leicht gegen die Wand drücken. Die Schultern bleiben weg von den Ohren, vermeiden Sie ein Hohlkreuz. Gleiten Sie kontrolliert zurück auf Schulterhöhe.",
    descriptionEn: "A gentle overhead movement against a wall that activates your shoulder blade muscles and serratus.",
    instructionsEn:
      "Face a wall and place your forearms vertically on it, shoulder-width apart. Slowly slide your forearms up while pressing lightly into the wall. Keep your shoulders away from your ears and avoid arching your lower back. Slide back down to shoulder height under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders"],
    equipmentNeeded: [],
    movementPattern: "push_vertical",
    difficulty: 1,
    stressTags: ["overhead"],
  },
  {
    name: "Delfin-Liegestütz",
    nameEn: "Dolphin Push-Up",
    description: "Schulterdrücken auf den Unterarmen aus der umgekehrten V-Position, ohne Belastung der Handgelenke.",
    instructions:
      "Gehen Sie in den Unterarmstütz und schieben Sie das Gesäß nach oben, bis der Körper ein umgekehrtes V bildet. Schieben Sie den Oberkörper nach vorn, bis das Kinn vor den Händen ist. Drücken Sie sich über die Schultern zurück in das V. Halten Sie die Ellbogen schulterbreit und atmen Sie gleichmäßig.",
    descriptionEn: "A shoulder press on your forearms from an inverted V, with no load on your wrists.",
    instructionsEn:
      "Get into a forearm plank and push your hips up until your body forms an inverted V. Shift your upper body forward until your chin is in front of your hands. Push back through your shoulders into the V. Keep your elbows shoulder-width apart and breathe steadily.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "core"],
    equipmentNeeded: [],
    movementPattern: "push_vertical",
    difficulty: 2,
    stressTags: ["shoulder", "overhead", "inversion"],
  },
  {
    name: "Pike-Liegestütz",
    nameEn: "Pike Push-Up",
    description: "Liegestütz in der umgekehrten V-Position, der die Schultern ähnlich wie Überkopfdrücken trainiert.",
    instructions:
      "Stützen Sie sich auf Hände und Füße und schieben Sie das Gesäß hoch, bis der Körper ein umgekehrtes V bildet. Beugen Sie die Arme und senken Sie den Kopf vor den Händen Richtung Boden. Die Ellbogen zeigen schräg nach hinten, nicht zur Seite. Drücken Sie sich kraftvoll zurück nach oben.",
    descriptionEn: "A push-up in an inverted V that trains your shoulders much like an overhead press.",
    instructionsEn:
      "Support yourself on hands and feet and push your hips up until your body forms an inverted V. Bend your arms and lower your head toward the floor in front of your hands. Point your elbows diagonally back, not out to the sides. Push back up powerfully.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "triceps"],
    equipmentNeeded: [],
    movementPattern: "push_vertical",
    difficulty: 2,
    stressTags: ["shoulder", "overhead", "wrist", "inversion"],
  },
  {
    name: "Pike-Liegestütz mit erhöhten Füßen",
    nameEn: "Elevated Pike Push-Up",
    description: "Schwerere Pike-Variante mit den Füßen auf einer Erhöhung als Vorstufe zum Handstand-Liegestütz.",
    instructions:
      "Legen Sie die Füße auf eine Bank oder einen Stuhl und wandern Sie mit den Händen zurück, bis die Hüfte fast über den Schultern ist. Senken Sie den Kopf kontrolliert vor den Händen zum Boden. Halten Sie den Rumpf fest und die Ellbogen schräg nach hinten. Drücken Sie sich wieder nach oben, bis die Arme gestreckt sind.",
    descriptionEn: "A harder pike push-up with your feet raised, a step toward the handstand push-up.",
    instructionsEn:
      "Put your feet on a bench or chair and walk your hands back until your hips are almost over your shoulders. Lower your head under control toward the floor in front of your hands. Keep your core tight and your elbows angled back. Push back up until your arms are straight.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "triceps", "core"],
    equipmentNeeded: [],
    movementPattern: "push_vertical",
    difficulty: 3,
    stressTags: ["shoulder", "overhead", "wrist", "inversion"],
  },
  {
    name: "Handstand-Liegestütz an der Wand",
    nameEn: "Wall Handstand Push-Up",
    description: "Sehr anspruchsvolles Überkopfdrücken im Handstand mit dem Rücken zur Wand.",
    instructions:
      "Gehen Sie mit Schwung oder von den Füßen aus in den Handstand, die Fersen lehnen an der Wand. Senken Sie den Kopf kontrolliert bis knapp über ein Polster am Boden. Drücken Sie sich mit festem Rumpf wieder in den gestreckten Handstand. Üben Sie nur, wenn Sie den Handstand an der Wand sicher halten können.",
    descriptionEn: "A very demanding overhead press in a handstand with your back to the wall.",
    instructionsEn:
      "Kick up or walk up into a handstand with your heels resting against the wall. Lower your head under control until it is just above a pad on the floor. Push back up into a straight handstand with a tight core. Only practise this if you can hold a wall handstand safely.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["shoulders", "triceps", "core"],
    equipmentNeeded: [],
    movementPattern: "push_vertical",
    difficulty: 3,
    stressTags: ["shoulder", "overhead", "wrist", "inversion", "neck"],
  },

  // ── pull_horizontal ────────────────────────────────────────────────────
  {
    name: "Handtuchrudern an der Tür",
    nameEn: "Towel Door Row",
    description: "Rudern mit einem Handtuch um den Türgriff, das den oberen Rücken im Stand ohne Geräte trainiert.",
    instructions:
      "Schlingen Sie ein stabiles Handtuch um die Klinke einer geschlossenen, sicher eingerasteten Tür, die sich von Ihnen weg öffnet, und greifen Sie beide Enden. Stellen Sie die Füße nah an die Tür und lehnen Sie sich mit gestreckten Armen und geradem Körper zurück. Ziehen Sie die Brust zur Tür, indem Sie die Schulterblätter zusammenführen und die Ellbogen nah am Körper nach hinten ziehen. Lassen Sie sich langsam zurück; je aufrechter Sie stehen, desto leichter wird es.",
    descriptionEn: "A row with a towel looped around a door handle that trains your upper back standing, with no equipment.",
    instructionsEn:
      "Loop a strong towel around the handle of a closed, securely latched door that opens away from you, and hold both ends. Place your feet close to the door and lean back with straight arms and a straight body. Pull your chest toward the door by squeezing your shoulder blades together and driving your elbows back close to your body. Lower yourself back slowly; the more upright you stand, the easier it gets.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps"],
    equipmentNeeded: [],
    movementPattern: "pull_horizontal",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Schneeengel in Bauchlage",
    nameEn: "Prone Reverse Snow Angel",
    description: "Schulterfreundliche Übung in Bauchlage für den oberen Rücken und eine aufrechte Haltung.",
    instructions:
      "Legen Sie sich auf den Bauch, die Stirn ruht auf einem Handtuch, die Arme liegen neben dem Körper. Heben Sie Arme und Brust minimal an und ziehen Sie die Schulterblätter zusammen. Führen Sie die Arme in einem Bogen dicht über dem Boden nach vorn und wieder zurück. Der Nacken bleibt lang, der Blick geht zum Boden.",
    descriptionEn: "A shoulder-friendly exercise lying face down for your upper back and upright posture.",
    instructionsEn:
      "Lie face down with your forehead on a towel and your arms by your sides. Lift your arms and chest just slightly and squeeze your shoulder blades together. Sweep your arms in an arc just above the floor up overhead and back again. Keep your neck long and your eyes on the floor.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "pull_horizontal",
    difficulty: 1,
    stressTags: ["prone"],
  },
  {
    name: "Tischrudern",
    nameEn: "Table Row",
    description: "Umgekehrtes Rudern unter einem stabilen Tisch, das den Rücken mit dem eigenen Körpergewicht trainiert.",
    instructions:
      "Legen Sie sich unter einen sehr stabilen Tisch und greifen Sie die Tischkante schulterbreit. Stellen Sie die Füße auf, sodass Knie, Hüfte und Schultern eine Linie bilden. Ziehen Sie die Brust zur Tischkante, indem Sie die Schulterblätter zusammenziehen. Senken Sie sich kontrolliert ab, bis die Arme gestreckt sind.",
    descriptionEn: "An inverted row under a sturdy table that trains your back with your own bodyweight.",
    instructionsEn:
      "Lie under a very sturdy table and grip the edge at shoulder width. Plant your feet so that knees, hips and shoulders form a line. Pull your chest to the edge of the table by squeezing your shoulder blades together. Lower yourself under control until your arms are straight.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps"],
    equipmentNeeded: [],
    movementPattern: "pull_horizontal",
    difficulty: 2,
    stressTags: ["supine"],
  },
  {
    name: "Einarmiges Tischrudern",
    nameEn: "Single-Arm Table Row",
    description: "Einarmige Variante des Tischruderns mit deutlich mehr Last und Anti-Rotations-Arbeit für den Rumpf.",
    instructions:
      "Liegen Sie wie beim Tischrudern unter einem stabilen Tisch, die Beine sind gestreckt. Greifen Sie die Kante nur mit einer Hand, der andere Arm liegt an der Brust. Ziehen Sie sich hoch, ohne dass Becken und Schultern zur Seite kippen. Senken Sie sich langsam ab und wechseln Sie nach dem Satz die Seite.",
    descriptionEn: "A one-arm table row with much more load plus anti-rotation work for your core.",
    instructionsEn:
      "Lie under a sturdy table as for the table row, legs straight. Grip the edge with one hand only and rest the other arm on your chest. Pull yourself up without letting your hips or shoulders tip to the side. Lower yourself slowly and switch sides after the set.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps", "core"],
    equipmentNeeded: [],
    movementPattern: "pull_horizontal",
    difficulty: 3,
    stressTags: ["supine", "shoulder"],
  },

  // ── pull_vertical ──────────────────────────────────────────────────────
  {
    name: "Handtuch-Latzug im Stand",
    nameEn: "Standing Towel Lat Pulldown",
    description: "Isometrischer Latzug mit einem gespannten Handtuch, der den breiten Rückenmuskel ohne Stange aktiviert.",
    instructions:
      "Halten Sie ein Handtuch schulterbreit gespannt über dem Kopf. Ziehen Sie das Handtuch kräftig auseinander und führen Sie es gleichzeitig langsam hinunter bis vor die Brust. Die Ellbogen zeigen nach unten, die Schulterblätter ziehen nach hinten unten. Halten Sie unten zwei Sekunden mit voller Spannung und führen Sie das Handtuch wieder nach oben.",
    descriptionEn: "An isometric lat pulldown with a taut towel that activates your lats without a bar.",
    instructionsEn:
      "Hold a towel taut at shoulder width above your head. Pull the towel hard apart while slowly drawing it down in front of your chest. Point your elbows down and draw your shoulder blades back and down. Hold at the bottom for two seconds at full tension, then raise the towel again.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "pull_vertical",
    difficulty: 1,
    stressTags: ["overhead"],
  },
  {
    name: "Superman mit Zugbewegung",
    nameEn: "Superman Lat Pull",
    description: "Übung in Bauchlage, bei der die Arme eine Latzugbewegung nachahmen und der ganze hintere Rumpf arbeitet.",
    instructions:
      "Legen Sie sich auf den Bauch und strecken Sie die Arme nach vorn. Heben Sie Brust und Arme leicht vom Boden, der Blick bleibt zum Boden gerichtet. Ziehen Sie die Ellbogen zu den Rippen, als würden Sie sich an einer Stange hochziehen, und drücken Sie die Schulterblätter zusammen. Strecken Sie die Arme wieder nach vorn, ohne sie abzulegen.",
    descriptionEn: "A face-down exercise in which your arms mimic a lat pulldown and your whole posterior trunk works.",
    instructionsEn:
      "Lie face down and reach your arms forward. Lift your chest and arms slightly off the floor, keeping your eyes on the floor. Pull your elbows to your ribs as if pulling yourself up on a bar, and squeeze your shoulder blades together. Reach your arms forward again without setting them down.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "pull_vertical",
    difficulty: 1,
    stressTags: ["prone"],
  },
  {
    name: "Türrahmen-Zug",
    nameEn: "Door Frame Pull",
    description: "Zugübung am Türrahmen, bei der Sie sich mit schräg nach oben gestreckten Armen zum Rahmen ziehen.",
    instructions:
      "Stellen Sie sich in einen stabilen Türrahmen und greifen Sie beide Seiten etwa auf Stirnhöhe. Die Fußspitzen stehen dicht an der Schwelle, lehnen Sie sich mit gestreckten Armen nach hinten und beugen Sie leicht die Knie. Ziehen Sie sich, indem Sie die Ellbogen nach unten und hinten führen und die Schulterblätter zusammenziehen, zurück zum Rahmen. Lassen Sie sich langsam wieder zurück.",
    descriptionEn: "A pulling exercise in a door frame: with arms reaching up at an angle, you pull yourself toward the frame.",
    instructionsEn:
      "Stand in a sturdy door frame and grip both sides at about forehead height. With your toes close to the threshold, lean back on straight arms and bend your knees slightly. Pull yourself back to the frame by driving your elbows down and back and squeezing your shoulder blades together. Lower yourself back slowly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps", "forearms"],
    equipmentNeeded: [],
    movementPattern: "pull_vertical",
    difficulty: 2,
    stressTags: [],
  },
  {
    name: "Bodenzug auf dem Handtuch",
    nameEn: "Prone Towel Floor Pull",
    description: "Intensive Latzug-Alternative, bei der Sie sich in Bauchlage auf einem Handtuch über einen glatten Boden ziehen.",
    instructions:
      "Legen Sie sich bäuchlings mit Hüfte und Oberschenkeln auf ein Handtuch auf einem glatten Boden, die Arme sind weit nach vorn gestreckt. Drücken Sie die Handflächen fest auf den Boden. Ziehen Sie den Körper mit den Armen nach vorn, bis die Hände unter den Schultern sind. Setzen Sie die Hände wieder vor und wiederholen Sie die Bewegung.",
    descriptionEn: "An intense lat pulldown alternative: lying face down on a towel, you pull yourself across a smooth floor.",
    instructionsEn:
      "Lie face down with your hips and thighs on a towel on a smooth floor, arms stretched far forward. Press your palms firmly into the floor. Pull your body forward with your arms until your hands are under your shoulders. Reach your hands forward again and repeat.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "shoulders", "core"],
    equipmentNeeded: [],
    movementPattern: "pull_vertical",
    difficulty: 2,
    stressTags: ["prone", "shoulder"],
  },
  {
    name: "Einarmiger Türrahmen-Zug",
    nameEn: "Single-Arm Door Frame Pull",
    description: "Einarmige, deutlich schwerere Variante des Türrahmen-Zugs.",
    instructions:
      "Greifen Sie den Türrahmen mit einer Hand etwa auf Kopfhöhe, die Füße stehen dicht an der Schwelle. Lehnen Sie sich mit gestrecktem Arm zurück und seitlich aus dem Rahmen. Ziehen Sie sich mit dem Ellbogen nach unten hinten zum Rahmen, ohne den Oberkörper stark zu verdrehen. Lassen Sie sich kontrolliert zurück und wechseln Sie nach dem Satz die Seite.",
    descriptionEn: "A one-arm, much harder version of the door frame pull.",
    instructionsEn:
      "Grip the door frame with one hand at about head height, feet close to the threshold. Lean back and out to the side of the frame on a straight arm. Pull yourself back to the frame by driving your elbow down and back, without twisting your torso much. Lower yourself back under control and switch sides after the set.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["back", "biceps", "core"],
    equipmentNeeded: [],
    movementPattern: "pull_vertical",
    difficulty: 3,
    stressTags: ["shoulder"],
  },

  // ── core ───────────────────────────────────────────────────────────────
  {
    name: "Unterarmstütz",
    nameEn: "Plank",
    description: "Statische Grundübung für die gesamte Rumpfmuskulatur auf den Unterarmen.",
    instructions:
      "Stützen Sie sich auf die Unterarme, die Ellbogen stehen unter den Schultern, die Beine sind gestreckt. Spannen Sie Bauch und Gesäß an, sodass der Körper eine gerade Linie bildet. Das Becken sackt nicht durch und ragt nicht nach oben. Atmen Sie ruhig weiter und halten Sie die Position.",
    descriptionEn: "The basic static exercise for your entire core, on your forearms.",
    instructionsEn:
      "Rest on your forearms with your elbows under your shoulders and your legs straight. Brace your abs and glutes so your body forms a straight line. Do not let your hips sag or pike up. Keep breathing calmly and hold the position.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Dead Bug",
    nameEn: "Dead Bug",
    description: "Rumpfstabilisation in Rückenlage mit gegengleichen Arm- und Beinbewegungen, sehr rückenfreundlich.",
    instructions:
      "Legen Sie sich auf den Rücken, strecken Sie die Arme zur Decke und heben Sie die Beine mit 90 Grad in Hüfte und Knie an. Drücken Sie den unteren Rücken sanft in den Boden. Strecken Sie langsam einen Arm nach hinten und das gegenüberliegende Bein nach vorn, ohne dass der Rücken abhebt. Kehren Sie zurück und wechseln Sie die Seite.",
    descriptionEn: "Core stability on your back with opposite arm and leg movements, very kind to your back.",
    instructionsEn:
      "Lie on your back, reach your arms to the ceiling and lift your legs with hips and knees at 90 degrees. Press your lower back gently into the floor. Slowly reach one arm back and the opposite leg forward without your back lifting off. Return and switch sides.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 1,
    stressTags: ["supine"],
  },
  {
    name: "Bird Dog",
    nameEn: "Bird Dog",
    description: "Diagonales Arm- und Beinstrecken im Vierfüßlerstand für einen stabilen, belastbaren Rücken.",
    instructions:
      "Gehen Sie in den Vierfüßlerstand, die Hände unter den Schultern, die Knie unter der Hüfte. Strecken Sie gleichzeitig einen Arm nach vorn und das gegenüberliegende Bein nach hinten. Das Becken bleibt waagerecht, der Rücken ruhig und ohne Hohlkreuz. Halten Sie kurz, kehren Sie zurück und wechseln Sie die Seite.",
    descriptionEn: "Diagonal arm and leg extensions on all fours for a stable, resilient back.",
    instructionsEn:
      "Get on all fours with your hands under your shoulders and your knees under your hips. Reach one arm forward and the opposite leg back at the same time. Keep your hips level and your back still, without arching. Hold briefly, return and switch sides.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "back", "glutes"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 1,
    stressTags: ["wrist",  "knee"],
  },
  {
    name: "Stehender Knie-zu-Ellbogen-Crunch",
    nameEn: "Standing Knee-to-Elbow Crunch",
    description: "Bauchübung im Stand ohne Boden- und Handgelenksbelastung, bei der Knie und Ellbogen diagonal zueinander geführt werden.",
    instructions:
      "Stehen Sie aufrecht, die Hände liegen locker am Hinterkopf. Heben Sie ein Knie und führen Sie gleichzeitig den gegenüberliegenden Ellbogen zum Knie. Spannen Sie dabei den Bauch aktiv an, statt am Kopf zu ziehen. Kehren Sie in den Stand zurück und wechseln Sie die Seite.",
    descriptionEn: "A standing ab exercise with no floor or wrist load, bringing knee and elbow together diagonally.",
    instructionsEn:
      "Stand tall with your hands resting lightly behind your head. Lift one knee and at the same time bring the opposite elbow toward it. Actively tighten your abs rather than pulling on your head. Return to standing and switch sides.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["core", "hips"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Crunches",
    nameEn: "Crunch",
    description: "Klassische Bauchübung in Rückenlage mit kleinem Bewegungsumfang für den geraden Bauchmuskel.",
    instructions:
      "Legen Sie sich auf den Rücken, die Füße stehen auf, die Hände liegen an den Schläfen. Rollen Sie den Oberkörper ein, bis die Schulterblätter vom Boden abheben. Der Nacken bleibt locker, zwischen Kinn und Brust passt eine Faust. Senken Sie sich langsam wieder ab.",
    descriptionEn: "The classic ab exercise lying on your back, with a small range of motion for the rectus abdominis.",
    instructionsEn:
      "Lie on your back with your feet planted and your hands at your temples. Curl your upper body up until your shoulder blades lift off the floor. Keep your neck relaxed, with a fist's width between chin and chest. Lower yourself slowly.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["core"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 1,
    stressTags: ["supine", "neck"],
  },
  {
    name: "Seitstütz auf den Knien",
    nameEn: "Kneeling Side Plank",
    description: "Verkürzter Seitstütz mit abgelegten Knien für die seitliche Rumpfmuskulatur.",
    instructions:
      "Legen Sie sich auf die Seite und stützen Sie sich auf den Unterarm, der Ellbogen ist unter der Schulter. Beugen Sie die Knie etwa im rechten Winkel. Heben Sie die Hüfte, bis Kopf, Hüfte und Knie eine Linie bilden. Halten Sie die Position und wechseln Sie danach die Seite.",
    descriptionEn: "A shortened side plank with your knees down for the muscles along the side of your core.",
    instructionsEn:
      "Lie on your side and prop yourself up on your forearm, elbow under your shoulder. Bend your knees to about a right angle. Lift your hips until head, hips and knees form a line. Hold the position, then switch sides.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "hips"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 1,
    stressTags: ["shoulder",  "knee"],
  },
  {
    name: "Seitstütz",
    nameEn: "Side Plank",
    description: "Statische Übung für die seitlichen Bauchmuskeln und die Hüftstabilität.",
    instructions:
      "Stützen Sie sich seitlich auf den Unterarm, der Ellbogen steht unter der Schulter, die Beine sind gestreckt übereinander. Heben Sie die Hüfte, bis der Körper eine gerade Linie bildet. Das Becken kippt weder nach vorn noch nach hinten. Halten Sie die Position und wechseln Sie dann die Seite.",
    descriptionEn: "A static exercise for your obliques and hip stability.",
    instructionsEn:
      "Prop yourself up sideways on your forearm, elbow under your shoulder, legs straight and stacked. Lift your hips until your body forms a straight line. Do not let your pelvis tip forward or back. Hold the position, then switch sides.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "hips", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 2,
    stressTags: ["shoulder"],
  },
  {
    name: "Liegestützposition mit Schulterantippen",
    nameEn: "Plank Shoulder Tap",
    description: "Stütz in hoher Liegestützposition mit abwechselndem Schulterantippen gegen die Rotation des Rumpfes.",
    instructions:
      "Gehen Sie in die hohe Liegestützposition, die Füße stehen etwas breiter als hüftbreit. Tippen Sie mit einer Hand die gegenüberliegende Schulter an. Das Becken bleibt ruhig und schaukelt nicht hin und her. Setzen Sie die Hand wieder ab und wechseln Sie die Seite.",
    descriptionEn: "A high plank with alternating shoulder taps that trains your core to resist rotation.",
    instructionsEn:
      "Get into a high plank with your feet slightly wider than hip-width. Tap the opposite shoulder with one hand. Keep your hips still so they do not rock from side to side. Put the hand back down and switch sides.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 2,
    stressTags: ["wrist", "shoulder"],
  },
  {
    name: "Russian Twist",
    nameEn: "Russian Twist",
    description: "Rotationsübung im Sitzen für die schrägen Bauchmuskeln.",
    instructions:
      "Setzen Sie sich mit gebeugten Knien hin und lehnen Sie den Oberkörper mit geradem Rücken etwas zurück. Heben Sie die Füße leicht an oder lassen Sie sie zur Erleichterung am Boden. Drehen Sie den Oberkörper kontrolliert von Seite zu Seite und führen Sie die Hände neben die Hüfte. Der Rücken bleibt lang und rundet sich nicht.",
    descriptionEn: "A seated rotation exercise for your obliques.",
    instructionsEn:
      "Sit with your knees bent and lean your torso back a little with a straight back. Lift your feet slightly, or keep them on the floor to make it easier. Rotate your upper body from side to side under control, bringing your hands beside your hip. Keep your back long without rounding.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["core"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 2,
    stressTags: ["lower_back"],
  },
  {
    name: "Fahrrad-Crunch",
    nameEn: "Bicycle Crunch",
    description: "Dynamischer Crunch mit Radfahrbewegung für gerade und schräge Bauchmuskeln.",
    instructions:
      "Legen Sie sich auf den Rücken, die Hände liegen locker am Kopf, die Beine sind angehoben. Führen Sie einen Ellbogen Richtung gegenüberliegendes Knie, während das andere Bein gestreckt wird. Wechseln Sie langsam und kontrolliert die Seiten. Der untere Rücken bleibt am Boden, ziehen Sie nicht am Nacken.",
    descriptionEn: "A dynamic crunch with a cycling motion for your straight and oblique abs.",
    instructionsEn:
      "Lie on your back with your hands resting lightly at your head and your legs raised. Bring one elbow toward the opposite knee while extending the other leg. Switch sides slowly and with control. Keep your lower back on the floor and do not pull on your neck.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["core"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 2,
    stressTags: ["supine", "neck"],
  },
  {
    name: "Beinheben in Rückenlage",
    nameEn: "Lying Leg Raise",
    description: "Bauchübung, bei der die gestreckten Beine aus der Rückenlage gehoben und langsam gesenkt werden.",
    instructions:
      "Legen Sie sich auf den Rücken, die Hände liegen neben dem Gesäß oder darunter. Heben Sie die gestreckten Beine an, bis sie senkrecht stehen. Senken Sie sie langsam nur so weit ab, wie der untere Rücken am Boden bleibt. Beugen Sie die Knie leicht, wenn die Übung zu schwer ist.",
    descriptionEn: "An ab exercise lying on your back: raise your straight legs and lower them slowly.",
    instructionsEn:
      "Lie on your back with your hands beside or under your glutes. Raise your straight legs until they point at the ceiling. Lower them slowly, only as far as your lower back stays on the floor. Bend your knees slightly if the exercise is too hard.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["core", "hips"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 2,
    stressTags: ["supine", "lower_back"],
  },
  {
    name: "Hollow Body Hold",
    nameEn: "Hollow Body Hold",
    description: "Anspruchsvolle Halteübung aus dem Turnen, die die vordere Rumpfkette maximal anspannt.",
    instructions:
      "Legen Sie sich auf den Rücken und drücken Sie den unteren Rücken fest in den Boden. Heben Sie Schultern und gestreckte Beine leicht an, die Arme sind über dem Kopf gestreckt. Der Körper bildet eine flache Banane, der untere Rücken hebt nicht ab. Halten Sie die Spannung und atmen Sie ruhig; ziehen Sie zur Erleichterung die Knie an.",
    descriptionEn: "A demanding gymnastics hold that tightens the whole front of your core to the maximum.",
    instructionsEn:
      "Lie on your back and press your lower back firmly into the floor. Lift your shoulders and straight legs slightly, arms stretched overhead. Your body forms a shallow banana shape and your lower back stays down. Hold the tension and breathe calmly; tuck your knees in to make it easier.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 3,
    stressTags: ["supine", "lower_back"],
  },
  {
    name: "Maximal angespannter Unterarmstütz",
    nameEn: "RKC Plank",
    description: "Kurze, sehr intensive Plank-Variante mit maximaler Ganzkörperspannung.",
    instructions:
      "Gehen Sie in den Unterarmstütz, setzen Sie die Ellbogen aber etwas weiter vor die Schultern. Ziehen Sie die Ellbogen gedanklich zu den Zehen und spannen Sie Gesäß, Oberschenkel und Bauch maximal an. Kippen Sie das Becken leicht nach hinten, sodass kein Hohlkreuz entsteht. Halten Sie nur 10 bis 20 Sekunden und atmen Sie dabei kurz und kontrolliert weiter.",
    descriptionEn: "A short, very intense plank variation with maximum full-body tension.",
    instructionsEn:
      "Get into a forearm plank, but place your elbows slightly in front of your shoulders. Think about pulling your elbows toward your toes and tighten your glutes, thighs and abs as hard as you can. Tilt your pelvis slightly back so your lower back does not arch. Hold for only 10 to 20 seconds, breathing in short, controlled breaths.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "glutes", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "core",
    difficulty: 3,
    stressTags: [],
  },

  // ── carry ──────────────────────────────────────────────────────────────
  {
    name: "Bärenstand",
    nameEn: "Bear Plank Hold",
    description: "Statischer Vierfüßlerstand mit angehobenen Knien, der Rumpf, Schultern und Hüfte gemeinsam fordert.",
    instructions:
      "Gehen Sie in den Vierfüßlerstand, die Hände unter den Schultern, die Knie unter der Hüfte. Heben Sie die Knie etwa eine Handbreit vom Boden ab. Der Rücken bleibt flach wie ein Tisch, der Blick geht zum Boden. Halten Sie die Position und atmen Sie ruhig weiter.",
    descriptionEn: "A static hold on all fours with your knees lifted that challenges core, shoulders and hips together.",
    instructionsEn:
      "Get on all fours with your hands under your shoulders and your knees under your hips. Lift your knees about a hand's width off the floor. Keep your back flat like a tabletop and your eyes on the floor. Hold the position and keep breathing calmly.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["core", "shoulders", "quadriceps"],
    equipmentNeeded: [],
    movementPattern: "carry",
    difficulty: 1,
    stressTags: ["wrist"],
  },
  {
    name: "Bärengang",
    nameEn: "Bear Crawl",
    description: "Krabbeln auf Händen und Füßen mit knapp angehobenen Knien als Ganzkörper- und Rumpfübung.",
    instructions:
      "Starten Sie im Bärenstand mit den Knien knapp über dem Boden. Bewegen Sie sich vorwärts, indem Sie gleichzeitig die gegenüberliegende Hand und den gegenüberliegenden Fuß ein kleines Stück versetzen. Der Rücken bleibt flach, die Hüfte schaukelt nicht. Krabbeln Sie einige Meter vor und wieder zurück.",
    descriptionEn: "Crawling on hands and feet with your knees just off the floor, a full-body and core exercise.",
    instructionsEn:
      "Start in the bear hold with your knees just above the floor. Move forward by shifting the opposite hand and foot a short way at the same time. Keep your back flat and do not let your hips rock. Crawl a few metres forward and back again.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["full_body", "core", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "carry",
    difficulty: 2,
    stressTags: ["wrist"],
  },
  {
    name: "Krabbengang",
    nameEn: "Crab Walk",
    description: "Gehen auf Händen und Füßen mit dem Bauch nach oben für Trizeps, Schultern und Gesäß.",
    instructions:
      "Setzen Sie sich auf den Boden, stellen Sie die Füße auf und stützen Sie die Hände hinter dem Körper auf, die Finger zeigen nach vorn. Heben Sie das Gesäß vom Boden ab. Bewegen Sie sich mit kleinen Schritten von Händen und Füßen vorwärts oder rückwärts. Halten Sie die Hüfte oben und die Schultern weg von den Ohren.",
    descriptionEn: "Walking on hands and feet belly up for triceps, shoulders and glutes.",
    instructionsEn:
      "Sit on the floor with your feet planted and your hands behind you, fingers pointing forward. Lift your hips off the floor. Move forward or backward with small steps of your hands and feet. Keep your hips up and your shoulders away from your ears.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["full_body", "triceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "carry",
    difficulty: 2,
    stressTags: ["wrist", "shoulder"],
  },
  {
    name: "Wandlauf",
    nameEn: "Wall Walk",
    description: "Hochlaufen mit den Füßen an der Wand bis in den Handstand, sehr fordernd für Schultern und Rumpf.",
    instructions:
      "Starten Sie in der Liegestützposition mit den Füßen an einer Wand. Laufen Sie mit den Füßen die Wand hoch und gleichzeitig mit den Händen Richtung Wand, bis der Körper fast senkrecht ist. Halten Sie den Rumpf fest und den Kopf zwischen den Armen. Gehen Sie in derselben Weise kontrolliert zurück.",
    descriptionEn: "Walking your feet up a wall into a handstand, very demanding for shoulders and core.",
    instructionsEn:
      "Start in a push-up position with your feet against a wall. Walk your feet up the wall while walking your hands toward it until your body is almost vertical. Keep your core tight and your head between your arms. Walk back down the same way under control.",
    videoUrl: null,
    hashtag: STAB,
    muscleGroups: ["shoulders", "core", "full_body"],
    equipmentNeeded: [],
    movementPattern: "carry",
    difficulty: 3,
    stressTags: ["wrist", "shoulder", "overhead", "inversion"],
  },
];

/** Arms, calves and conditioning. */
const ARMS_CALVES_CARDIO: ExerciseRecord[] = [
  // ── arms ───────────────────────────────────────────────────────────────
  {
    name: "Bizepscurl mit Handtuch",
    nameEn: "Towel Biceps Curl",
    description: "Bizepsübung gegen den eigenen Widerstand, bei der ein Fuß das Handtuch nach unten drückt.",
    instructions:
      "Stellen Sie einen Fuß in die Mitte eines Handtuchs und greifen Sie beide Enden mit den Handflächen nach oben. Beugen Sie die Arme und ziehen Sie das Handtuch nach oben, während der Fuß dosiert dagegen drückt. Die Ellbogen bleiben dicht am Körper. Lassen Sie langsam nach unten ab, während der Fuß weiter leicht Widerstand gibt.",
    descriptionEn: "A self-resisted biceps exercise in which one foot presses the towel down.",
    instructionsEn:
      "Step one foot into the middle of a towel and hold both ends with your palms facing up. Bend your arms and pull the towel up while your foot presses against it with measured force. Keep your elbows close to your body. Lower slowly while your foot keeps up a little resistance.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["biceps", "forearms"],
    equipmentNeeded: [],
    movementPattern: "arms",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Isometrischer Bizepsdruck unter dem Tisch",
    nameEn: "Isometric Under-Table Curl",
    description: "Statische Bizepsübung, bei der Sie im Sitzen mit den Handflächen von unten gegen eine Tischplatte drücken.",
    instructions:
      "Setzen Sie sich an einen schweren Tisch und legen Sie die Handflächen von unten an die Tischplatte, die Ellbogen sind etwa im rechten Winkel. Drücken Sie 10 bis 20 Sekunden kräftig nach oben, ohne die Schultern hochzuziehen. Atmen Sie dabei gleichmäßig weiter. Lösen Sie die Spannung langsam und wiederholen Sie.",
    descriptionEn: "A static biceps exercise: seated, you press your palms up against the underside of a table.",
    instructionsEn:
      "Sit at a heavy table and place your palms against the underside of the tabletop, elbows at about a right angle. Press up hard for 10 to 20 seconds without shrugging your shoulders. Keep breathing steadily. Release the tension slowly and repeat.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["biceps", "forearms"],
    equipmentNeeded: [],
    movementPattern: "arms",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Enger Wand-Liegestütz",
    nameEn: "Close-Grip Wall Push-Up",
    description: "Leichte Trizepsübung im Stand mit eng aufgesetzten Händen an der Wand.",
    instructions:
      "Stellen Sie sich eine Armlänge vor die Wand und setzen Sie die Hände auf Brusthöhe eng nebeneinander auf. Beugen Sie die Arme, die Ellbogen bleiben nah am Körper und zeigen nach unten. Der Körper bleibt gerade wie ein Brett. Drücken Sie sich über die Trizeps zurück, bis die Arme gestreckt sind.",
    descriptionEn: "An easy standing triceps exercise with your hands close together on a wall.",
    instructionsEn:
      "Stand an arm's length from the wall and place your hands close together at chest height. Bend your arms, keeping your elbows close to your body and pointing down. Keep your body straight as a board. Push back through your triceps until your arms are straight.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["triceps", "chest"],
    equipmentNeeded: [],
    movementPattern: "arms",
    difficulty: 1,
    stressTags: ["wrist"],
  },
  {
    name: "Trizeps-Dips am Stuhl",
    nameEn: "Chair Triceps Dip",
    description: "Dips mit den Händen auf einer Stuhlkante für einen kräftigen Trizeps.",
    instructions:
      "Setzen Sie die Hände schulterbreit auf die Kante eines stabilen Stuhls, der nicht wegrutschen kann, die Finger zeigen nach vorn. Schieben Sie das Gesäß vor die Kante, die Beine sind angewinkelt. Beugen Sie die Arme, bis die Oberarme etwa waagerecht sind, die Ellbogen zeigen nach hinten. Drücken Sie sich wieder hoch, ohne die Schultern hochzuziehen.",
    descriptionEn: "Dips with your hands on the edge of a chair for strong triceps.",
    instructionsEn:
      "Place your hands shoulder-width apart on the edge of a sturdy chair that cannot slide away, fingers pointing forward. Move your hips in front of the edge with your knees bent. Bend your arms until your upper arms are about level, elbows pointing back. Push back up without shrugging your shoulders.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["triceps", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "arms",
    difficulty: 2,
    stressTags: ["shoulder", "wrist"],
  },
  {
    name: "Dips am Barren",
    nameEn: "Dips",
    description: "Stützübung mit dem eigenen Körpergewicht am Barren oder an der Dipstation für Trizeps, untere Brust und Schultern.",
    instructions:
      "Stützen Sie sich mit gestreckten Armen auf die Holme, die Schultern sind tief. Beugen Sie die Arme und senken Sie den Körper mit leicht nach vorn geneigtem Oberkörper ab, bis die Oberarme etwa waagerecht sind. Gehen Sie nicht tiefer, wenn es vorn in der Schulter zieht. Drücken Sie sich wieder nach oben, bis die Arme gestreckt sind.",
    descriptionEn: "A bodyweight support exercise on parallel bars or a dip station for triceps, lower chest and shoulders.",
    instructionsEn:
      "Support yourself on the bars with straight arms and your shoulders down. Bend your arms and lower your body with your torso leaning slightly forward until your upper arms are about level. Go no deeper if you feel a pull at the front of your shoulder. Push back up until your arms are straight.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["triceps", "chest", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "push_vertical",
    difficulty: 2,
    stressTags: ["shoulder", "elbow", "wrist"],
  },
  {
    name: "Diamant-Liegestütz",
    nameEn: "Diamond Push-Up",
    description: "Liegestütz mit eng zusammengesetzten Händen, der vor allem den Trizeps fordert.",
    instructions:
      "Setzen Sie die Hände unter der Brust so zusammen, dass Daumen und Zeigefinger eine Raute bilden. Halten Sie den Körper von Kopf bis Ferse gerade. Senken Sie die Brust zu den Händen, die Ellbogen bleiben nah am Körper. Drücken Sie sich vollständig zurück nach oben; bei Bedarf auf den Knien.",
    descriptionEn: "A push-up with your hands close together that mainly works your triceps.",
    instructionsEn:
      "Place your hands together under your chest so your thumbs and index fingers form a diamond. Keep your body straight from head to heels. Lower your chest to your hands, keeping your elbows close to your body. Push all the way back up; drop to your knees if you need to.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["triceps", "chest"],
    equipmentNeeded: [],
    movementPattern: "arms",
    difficulty: 2,
    stressTags: ["wrist", "elbow"],
  },
  {
    name: "Sphinx-Liegestütz",
    nameEn: "Sphinx Push-Up",
    description: "Sehr intensive Trizepsübung, bei der Sie sich aus dem Unterarmstütz auf die Hände hochdrücken.",
    instructions:
      "Starten Sie im Unterarmstütz, die Hände liegen flach etwas vor den Ellbogen. Drücken Sie die Handflächen in den Boden und strecken Sie die Ellbogen, bis die Unterarme abheben. Der Rumpf bleibt fest, die Hüfte sackt nicht durch. Senken Sie sich kontrolliert zurück auf die Unterarme.",
    descriptionEn: "A very intense triceps exercise: from a forearm plank you press yourself up onto your hands.",
    instructionsEn:
      "Start in a forearm plank with your hands flat slightly in front of your elbows. Press your palms into the floor and straighten your elbows until your forearms lift off. Keep your core tight so your hips do not sag. Lower yourself under control back onto your forearms.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["triceps", "core"],
    equipmentNeeded: [],
    movementPattern: "arms",
    difficulty: 3,
    stressTags: ["wrist", "elbow"],
  },

  // ── calves ─────────────────────────────────────────────────────────────
  {
    name: "Zehenheben an der Wand",
    nameEn: "Wall Tibialis Raise",
    description: "Kräftigung des Schienbeinmuskels im Anlehnen an die Wand, gut für Sprunggelenk und Kniestabilität.",
    instructions:
      "Lehnen Sie Rücken und Gesäß an eine Wand, die Füße stehen etwa eine Fußlänge davor. Ziehen Sie die Zehenspitzen so weit wie möglich nach oben, die Fersen bleiben am Boden. Halten Sie kurz und senken Sie die Zehen langsam ab. Je weiter die Füße von der Wand entfernt sind, desto schwerer wird es.",
    descriptionEn: "Strengthens the shin muscle while leaning on a wall, good for ankle and knee stability.",
    instructionsEn:
      "Lean your back and glutes against a wall with your feet about one foot length in front of it. Pull your toes up as far as you can, keeping your heels on the floor. Hold briefly and lower your toes slowly. The farther your feet are from the wall, the harder it gets.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["calves"],
    equipmentNeeded: [],
    movementPattern: "calves",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Wadenheben",
    nameEn: "Standing Calf Raise",
    description: "Einfaches Heben auf die Zehenspitzen zur Kräftigung der Waden.",
    instructions:
      "Stellen Sie sich hüftbreit hin und halten Sie sich bei Bedarf leicht an einer Wand fest. Drücken Sie sich langsam auf die Zehenspitzen, bis Sie ganz oben stehen. Halten Sie oben eine Sekunde, das Gewicht liegt über dem Großzeh. Senken Sie die Fersen kontrolliert wieder ab.",
    descriptionEn: "Simple raises onto your toes to strengthen your calves.",
    instructionsEn:
      "Stand hip-width apart and, if needed, hold on lightly to a wall. Rise slowly onto your toes until you are standing as high as you can. Hold for a second at the top with your weight over your big toe. Lower your heels under control.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["calves"],
    equipmentNeeded: [],
    movementPattern: "calves",
    difficulty: 1,
    stressTags: ["ankle"],
  },
  {
    name: "Einbeiniges Wadenheben auf der Stufe",
    nameEn: "Single-Leg Step Calf Raise",
    description: "Einbeiniges Wadenheben mit voller Bewegungsamplitude auf einer Treppenstufe.",
    instructions:
      "Stellen Sie den Vorfuß eines Beins auf die Kante einer Stufe und halten Sie sich am Geländer fest. Senken Sie die Ferse langsam unter die Stufenkante, bis Sie eine Dehnung spüren. Drücken Sie sich ganz auf die Zehenspitze hoch und halten Sie kurz. Wechseln Sie nach dem Satz das Bein.",
    descriptionEn: "A single-leg calf raise through the full range of motion on a stair step.",
    instructionsEn:
      "Place the ball of one foot on the edge of a step and hold on to the handrail. Slowly lower your heel below the edge of the step until you feel a stretch. Rise all the way onto your toes and hold briefly. Switch legs after the set.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["calves"],
    equipmentNeeded: [],
    movementPattern: "calves",
    difficulty: 2,
    stressTags: ["ankle"],
  },
  {
    name: "Pogo-Sprünge",
    nameEn: "Pogo Hops",
    description: "Schnelle, kleine Sprünge aus den Fußgelenken für reaktive Kraft in Waden und Achillessehne.",
    instructions:
      "Stellen Sie sich hüftbreit hin, die Knie sind fast gestreckt. Springen Sie schnell und federnd nur aus den Sprunggelenken, der Bodenkontakt ist kurz. Landen Sie auf dem Vorfuß, die Fersen berühren den Boden kaum. Springen Sie 10 bis 20 Mal und pausieren Sie dann.",
    descriptionEn: "Quick, small hops from the ankles for reactive strength in your calves and Achilles tendon.",
    instructionsEn:
      "Stand hip-width apart with your knees almost straight. Hop quickly and springily from your ankles only, keeping ground contact short. Land on the balls of your feet, with your heels barely touching the floor. Do 10 to 20 hops, then rest.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["calves"],
    equipmentNeeded: [],
    movementPattern: "calves",
    difficulty: 3,
    stressTags: ["high_impact", "ankle"],
  },

  // ── cardio ─────────────────────────────────────────────────────────────
  {
    name: "Marschieren auf der Stelle",
    nameEn: "Marching in Place",
    description: "Gelenkschonendes Ausdauertraining ohne Sprünge, bei dem Sie zügig mit Armeinsatz auf der Stelle gehen.",
    instructions:
      "Gehen Sie zügig auf der Stelle und heben Sie die Knie etwa bis Hüfthöhe. Schwingen Sie die Arme gegengleich mit. Halten Sie den Oberkörper aufrecht und atmen Sie gleichmäßig. Steigern Sie das Tempo, bis Sie leicht außer Atem sind, aber noch sprechen können.",
    descriptionEn: "Joint-friendly cardio without jumping: march briskly on the spot, using your arms.",
    instructionsEn:
      "March briskly on the spot, lifting your knees to about hip height. Swing your arms in opposition to your legs. Keep your torso upright and breathe steadily. Pick up the pace until you are slightly out of breath but can still talk.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "hips"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Schattenboxen",
    nameEn: "Shadow Boxing",
    description: "Boxschläge in die Luft mit lockerer Beinarbeit, ein gelenkschonendes Ausdauertraining.",
    instructions:
      "Stellen Sie sich in die Boxstellung, ein Fuß leicht vor dem anderen, die Fäuste schützen das Kinn. Schlagen Sie abwechselnd gerade Schläge und Haken, ohne die Ellbogen ganz durchzustrecken. Bleiben Sie locker auf den Fußballen und bewegen Sie sich leicht hin und her. Atmen Sie bei jedem Schlag kurz aus.",
    descriptionEn: "Punching the air with light footwork, a joint-friendly cardio workout.",
    instructionsEn:
      "Take a boxing stance with one foot slightly ahead of the other and your fists guarding your chin. Throw alternating straight punches and hooks without fully locking out your elbows. Stay light on the balls of your feet and move a little from side to side. Breathe out sharply with every punch.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "shoulders", "core"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: [],
  },
  {
    name: "Stepp-Hampelmann",
    nameEn: "Low-Impact Jumping Jack",
    description: "Hampelmann ohne Sprung, bei dem die Beine abwechselnd zur Seite gesetzt werden.",
    instructions:
      "Stellen Sie sich aufrecht hin, die Arme hängen seitlich. Setzen Sie einen Fuß zur Seite und führen Sie gleichzeitig die Arme seitlich nach oben. Kehren Sie zurück zur Mitte und wechseln Sie die Seite. Halten Sie ein zügiges, gleichmäßiges Tempo.",
    descriptionEn: "A jumping jack without the jump, stepping your legs out to the side one at a time.",
    instructionsEn:
      "Stand tall with your arms at your sides. Step one foot out to the side while raising your arms out and overhead. Return to the middle and switch sides. Keep a brisk, even pace.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: ["overhead"],
  },
  {
    name: "Hampelmann",
    nameEn: "Jumping Jack",
    description: "Klassische Sprungübung, die Puls und Körpertemperatur schnell erhöht.",
    instructions:
      "Starten Sie im geschlossenen Stand mit den Armen neben dem Körper. Springen Sie in eine Grätsche und führen Sie gleichzeitig die Arme seitlich über den Kopf. Springen Sie zurück in den geschlossenen Stand und senken Sie die Arme. Landen Sie weich auf dem Vorfuß.",
    descriptionEn: "The classic jumping exercise that quickly raises your pulse and body temperature.",
    instructionsEn:
      "Start with your feet together and your arms by your sides. Jump your feet apart while raising your arms out to the sides and overhead. Jump back to feet together and lower your arms. Land softly on the balls of your feet.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "full_body"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: ["high_impact", "ankle", "overhead"],
  },
  {
    name: "Seilspringen ohne Seil",
    nameEn: "Imaginary Jump Rope",
    description: "Seilspringbewegung mit imaginärem Seil für Ausdauer und Fußarbeit ohne Stolpergefahr.",
    instructions:
      "Stellen Sie sich hüftbreit hin, die Ellbogen sind nah am Körper. Kreisen Sie die Hände aus den Handgelenken, als würden Sie ein Seil schwingen. Springen Sie dabei flach und federnd vom Vorfuß ab. Bleiben Sie locker in Schultern und Knien.",
    descriptionEn: "Skipping with an imaginary rope for endurance and footwork without the risk of tripping.",
    instructionsEn:
      "Stand hip-width apart with your elbows close to your body. Circle your hands from the wrists as if turning a rope. Hop low and springy off the balls of your feet. Stay relaxed in your shoulders and knees.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "calves"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 1,
    stressTags: ["high_impact", "ankle"],
  },
  {
    name: "Treppensteigen",
    nameEn: "Stair Climbing",
    description: "Zügiges Treppauf- und Treppabgehen als alltagsnahes Ausdauertraining ohne Sprünge.",
    instructions:
      "Gehen Sie eine Treppe zügig hinauf und setzen Sie dabei den ganzen Fuß auf die Stufe. Halten Sie den Oberkörper aufrecht und nutzen Sie das Geländer zur Sicherheit. Gehen Sie langsam und kontrolliert wieder hinunter. Steigern Sie die Dauer, bevor Sie das Tempo erhöhen.",
    descriptionEn: "Briskly walking up and down stairs, practical everyday cardio without jumping.",
    instructionsEn:
      "Walk briskly up a flight of stairs, placing your whole foot on each step. Keep your torso upright and use the handrail for safety. Walk back down slowly and with control. Build up the duration before you increase the pace.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "quadriceps", "glutes"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["knee"],
  },
  {
    name: "Bergsteiger",
    nameEn: "Mountain Climber",
    description: "Dynamische Übung in der Liegestützposition, die Rumpf und Herz-Kreislauf-System fordert.",
    instructions:
      "Gehen Sie in die hohe Liegestützposition, die Hände stehen unter den Schultern. Ziehen Sie abwechselnd und zügig ein Knie Richtung Brust. Die Hüfte bleibt tief und der Rücken gerade. Beginnen Sie langsam und steigern Sie dann das Tempo.",
    descriptionEn: "A dynamic exercise in the push-up position that challenges your core and cardiovascular system.",
    instructionsEn:
      "Get into a high plank with your hands under your shoulders. Drive one knee toward your chest, alternating quickly. Keep your hips low and your back straight. Start slowly, then pick up the pace.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "core", "shoulders"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["wrist"],
  },
  {
    name: "Kniehebelauf",
    nameEn: "High Knees",
    description: "Laufen auf der Stelle mit hoch gezogenen Knien für einen schnellen Pulsanstieg.",
    instructions:
      "Laufen Sie auf der Stelle und ziehen Sie die Knie abwechselnd bis mindestens Hüfthöhe. Landen Sie leicht auf dem Vorfuß. Die Arme schwingen aktiv gegengleich mit, der Oberkörper bleibt aufrecht. Halten Sie ein hohes Tempo über kurze Intervalle.",
    descriptionEn: "Running on the spot with high knees for a quick rise in heart rate.",
    instructionsEn:
      "Run on the spot, driving your knees up alternately to at least hip height. Land lightly on the balls of your feet. Swing your arms actively in opposition, keeping your torso upright. Keep a high pace for short intervals.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "hips"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["high_impact", "ankle"],
  },
  {
    name: "Skater-Sprünge",
    nameEn: "Skater Jumps",
    description: "Seitliche Sprünge von einem Bein auf das andere wie beim Eisschnelllauf.",
    instructions:
      "Stehen Sie auf einem Bein und springen Sie seitlich kraftvoll auf das andere Bein. Landen Sie weich mit leicht gebeugtem Knie, das freie Bein schwingt hinter das Standbein. Die Arme schwingen zur Unterstützung mit. Springen Sie direkt zurück zur anderen Seite.",
    descriptionEn: "Sideways bounds from one leg to the other, like a speed skater.",
    instructionsEn:
      "Stand on one leg and bound powerfully sideways onto the other leg. Land softly with a slightly bent knee as the free leg swings behind your standing leg. Swing your arms along to help. Bound straight back to the other side.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["cardiovascular", "glutes", "quadriceps"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["high_impact", "knee", "ankle"],
  },
  {
    name: "Burpee ohne Sprung",
    nameEn: "Low-Impact Burpee",
    description: "Burpee-Variante ohne Sprünge, bei der die Beine schrittweise zurück- und vorgesetzt werden.",
    instructions:
      "Gehen Sie in die Hocke und setzen Sie die Hände vor den Füßen auf den Boden. Setzen Sie die Füße nacheinander zurück in die Liegestützposition. Setzen Sie die Füße nacheinander wieder zu den Händen. Richten Sie sich auf und strecken Sie die Arme nach oben.",
    descriptionEn: "A burpee without jumps, stepping your legs back and forward one at a time.",
    instructionsEn:
      "Squat down and place your hands on the floor in front of your feet. Step your feet back one at a time into the push-up position. Step your feet back up to your hands one at a time. Stand up and reach your arms overhead.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["full_body", "cardiovascular"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 2,
    stressTags: ["wrist", "knee"],
  },
  {
    name: "Burpees",
    nameEn: "Burpee",
    description: "Intensive Ganzkörperübung aus Hocke, Liegestützposition und Strecksprung.",
    instructions:
      "Gehen Sie in die Hocke und setzen Sie die Hände vor den Füßen auf. Springen Sie mit den Füßen zurück in die Liegestützposition und halten Sie den Rumpf fest. Springen Sie mit den Füßen wieder zu den Händen. Springen Sie explosiv nach oben und klatschen Sie über dem Kopf.",
    descriptionEn: "An intense full-body exercise combining a squat, a push-up position and a jump.",
    instructionsEn:
      "Squat down and place your hands on the floor in front of your feet. Jump your feet back into the push-up position and keep your core tight. Jump your feet back up to your hands. Jump explosively upward and clap overhead.",
    videoUrl: null,
    hashtag: null,
    muscleGroups: ["full_body", "cardiovascular"],
    equipmentNeeded: [],
    movementPattern: "cardio",
    difficulty: 3,
    stressTags: ["high_impact", "wrist", "knee"],
  },
];

export const BODYWEIGHT_EXERCISES: ExerciseRecord[] = [...LOWER_BODY_AND_PUSH, ...UPPER_BODY_AND_CORE, ...ARMS_CALVES_CARDIO];
