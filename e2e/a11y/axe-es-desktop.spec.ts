// axe-core and the WCAG 2.2 checks of ./axe.ts on every route, in Spanish at a 1280 px desktop.
import { axeSuite } from "./axe.ts";

axeSuite("es", "desktop");
