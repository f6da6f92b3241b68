// axe-core and the WCAG 2.2 checks of ./axe.ts on every route, in English at a 1280 px desktop.
import { axeSuite } from "./axe.ts";

axeSuite("en", "desktop");
