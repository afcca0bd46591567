"""
Imports demonstration pictures from the public-domain free-exercise-db (Unlicense) for the catalog
exercises whose movement and equipment are the same (decision 0104, docs/exercise-images.md).

Usage: python3 scripts/import-exercise-images.py <free-exercise-db git dir> <catalog.json>
  catalog.json: the catalog's exercises as [{name, nameEn, eq, p}] (EXERCISES of
  app/domain/exercises/catalog.ts). Writes app/domain/exercises/exercise-images.json and copies at
  most two JPEGs per exercise, as published, to public/exercise-images/<id>/.
The PAIRS list below is the reviewed mapping; app/domain/exercises/images.test.ts checks the
equipment of every pair.
"""
import json, subprocess, os, sys
# Our catalog's English name → free-exercise-db name. Only the same movement with the same equipment.
PAIRS = """Bodyweight Squat=Bodyweight Squat
Single-Leg Glute Bridge=Single Leg Glute Bridge
Glute Bridge=Butt Lift (Bridge)
Incline Push-Up=Incline Push-Up
Decline Push-Up=Decline Push-Up
Push-Up=Pushups
Diamond Push-Up=Push-Ups - Close Triceps Position
Plank=Plank
Side Plank=Side Bridge
Dead Bug=Dead Bug
Russian Twist=Russian Twist
Crunch=Crunches
Mountain Climber=Mountain Climbers
Jump Squat=Freehand Jump Squat
Dips=Dips - Triceps Version
Chair Triceps Dip=Bench Dips
Barbell Back Squat=Barbell Squat
Barbell Front Squat=Front Barbell Squat
Barbell Deadlift=Barbell Deadlift
Barbell Romanian Deadlift=Romanian Deadlift
Barbell Hip Thrust=Barbell Hip Thrust
Barbell Good Morning=Good Morning
Barbell Power Clean=Power Clean
Barbell Bench Press=Barbell Bench Press - Medium Grip
Incline Barbell Bench Press=Barbell Incline Bench Press - Medium Grip
Barbell Overhead Press=Standing Military Press
Bent-Over Barbell Row=Bent Over Barbell Row
Barbell Curl=Barbell Curl
Close-Grip Bench Press=Close-Grip Barbell Bench Press
Barbell Ab Rollout=Barbell Ab Rollout
Barbell Standing Calf Raise=Standing Barbell Calf Raise
Dumbbell Reverse Lunge=Dumbbell Rear Lunge
Dumbbell Step-Up=Dumbbell Step Ups
Dumbbell Bench Press=Dumbbell Bench Press
Dumbbell Floor Press=Dumbbell Floor Press
Dumbbell Fly=Dumbbell Flyes
Dumbbell Lateral Raise=Side Lateral Raise
One-Arm Dumbbell Row=One-Arm Dumbbell Row
Dumbbell Biceps Curl=Dumbbell Bicep Curl
Dumbbell Hammer Curl=Hammer Curls
Overhead Dumbbell Triceps Extension=Standing Dumbbell Triceps Extension
Kettlebell Goblet Squat=Goblet Squat
Single-Leg Kettlebell Deadlift=Kettlebell One-Legged Deadlift
Kettlebell Snatch=One-Arm Kettlebell Snatch
Turkish Get-Up=Kettlebell Turkish Get-Up (Lunge style)
Kettlebell Windmill=Kettlebell Windmill
Leg Press=Leg Press
Hack Squat=Hack Squat
Leg Extension=Leg Extensions
Seated Leg Curl=Seated Leg Curl
Back Extension=Hyperextensions (Back Extensions)
Machine Chest Press=Machine Bench Press
Pec Deck Fly=Butterfly
Machine Shoulder Press=Machine Shoulder (Military) Press
Lat Pulldown=Wide-Grip Lat Pulldown
Seated Machine Row=Leverage Iso Row
Machine Crunch=Ab Crunch Machine
Machine Calf Raise=Standing Calf Raises
Seated Cable Row=Seated Cable Rows
Face Pulls=Face Pull
Single-Arm Cable Pulldown=One Arm Lat Pulldown
Standing Cable Chest Press=Standing Cable Chest Press
Cable Crossover=Cable Crossover
Cable Triceps Pushdown=Triceps Pushdown
Cable Biceps Curl=Standing Biceps Cable Curl
Cable Pallof Press=Pallof Press
Cable Pull-Through=Pull Through
TRX Row=Suspended Row
TRX Push-Up=Suspended Push-Up
TRX Suspended Lunge=Suspended Split Squat
Scapular Pull-Up=Scapular Pull-Up
Band-Assisted Pull-Up=Band Assisted Pull-Up
Pull-Up=Pullups
Chin-Up=Chin-Up
Hanging Leg Raise=Hanging Leg Raise
Ring Dip=Ring Dips
Stationary Bike=Bicycling, Stationary
Rowing Machine=Rowing, Stationary
Treadmill Run=Running, Treadmill
Incline Treadmill Walk=Walking, Treadmill
Elliptical Trainer=Elliptical Trainer
Stair Climber=Stairmaster
Banded Squat=Squats - With Bands
Band Good Morning=Band Good Morning
Band Overhead Press=Shoulder Press - With Bands
Band External Rotation=External Rotation with Band
Band Pull-Apart=Band Pull Apart
Child's Pose=Child's Pose
World's Greatest Stretch=World's Greatest Stretch
Arm Circles=Arm Circles
Ankle Circles=Ankle Circles
Inchworm=Inchworm"""
git, catalog = sys.argv[1], sys.argv[2]
ours = {e['nameEn']: e for e in json.load(open(catalog))}
fedb = {x['name']: x for x in json.loads(subprocess.check_output(['git', '-C', git, 'show', 'HEAD:dist/exercises.json']))}
commit = subprocess.check_output(['git', '-C', git, 'rev-parse', 'HEAD']).decode().strip()
out = []
total = 0
for line in PAIRS.splitlines():
    a, b = line.split('=')
    o = ours[a]; x = fedb[b]
    imgs = []
    for rel in x['images'][:2]:
        data = subprocess.check_output(['git', '-C', git, 'show', f'HEAD:exercises/{rel}'])
        dest = f'public/exercise-images/{rel}'
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        open(dest, 'wb').write(data)
        total += len(data)
        imgs.append('/exercise-images/' + rel)
    out.append({'name': o['name'], 'nameEn': o['nameEn'], 'source': x['id'], 'sourceName': x['name'], 'sourceEquipment': x['equipment'], 'images': imgs})
json.dump({'source': 'https://github.com/yuhonas/free-exercise-db', 'licence': 'Unlicense (public domain)', 'commit': commit, 'exercises': out}, open('app/domain/exercises/exercise-images.json', 'w'), ensure_ascii=False, indent=1)
print(len(out), 'exercises', sum(len(e['images']) for e in out), 'images', round(total/1e6, 2), 'MB')
