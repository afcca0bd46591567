/**
 * The demonstration pictures of the exercises the plan view can show, by the name as shown: they come
 * with the page's data (`PlanViewData.images`), so the browser never loads the whole picture table
 * (decision 0120). Provided by the plan view; without it no exercise has a picture.
 */
import { createContext } from "react";

export const ExerciseImagesContext = createContext<Readonly<Record<string, readonly string[]>>>({});
