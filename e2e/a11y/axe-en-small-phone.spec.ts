// axe-core and the WCAG 2.2 checks of ./axe.ts on every route, in English at a 360 px phone.
import { axeSuite } from "./axe.ts";

axeSuite("en", "small-phone");
