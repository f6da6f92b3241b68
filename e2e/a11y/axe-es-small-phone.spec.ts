// axe-core and the WCAG 2.2 checks of ./axe.ts on every route, in Spanish at a 360 px phone.
import { axeSuite } from "./axe.ts";

axeSuite("es", "small-phone");
