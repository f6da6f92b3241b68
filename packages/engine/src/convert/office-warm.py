# The warm converter's UNO bridge (office-warm.ts starts it with python3, Debian's python3-uno beside it): connects
# to the listening LibreOffice, then converts one request per stdin line, one JSON answer per stdout line. Documents
# load hidden, read-only, macros never run, links never updated; the PDF filter follows the document's kind, as
# `--convert-to pdf` picks it. On stdin's end (its host thread or process died) it kills LibreOffice's process group
# and removes the instance's folder, so nothing is left behind.
#
# Arguments: the pipe's name, seconds to wait for LibreOffice to listen, LibreOffice's process id, the instance's
# folder. Exit 3: python3-uno is missing; exit 4: LibreOffice never listened. office-warm.bridge.test.ts runs it
# against a stand-in `uno` module.
import json, os, shutil, signal, sys, time
try:
    import uno
    from com.sun.star.beans import PropertyValue
    from com.sun.star.connection import NoConnectException
except ImportError as e:
    print(json.dumps({"ready": False, "missing": True, "error": str(e)}), flush=True)
    sys.exit(3)

pipe, deadline, office_pid, folder = sys.argv[1], time.monotonic() + float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]

def reply(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()

def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

def finish():
    try:
        os.killpg(office_pid, signal.SIGKILL)
    except OSError:
        pass
    shutil.rmtree(folder, ignore_errors=True)

local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
while True:
    try:
        ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        break
    except NoConnectException:
        if time.monotonic() > deadline:
            reply({"ready": False, "error": "LibreOffice did not start listening"})
            finish()
            sys.exit(4)
        time.sleep(0.05)
desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
reply({"ready": True})

for line in sys.stdin:
    request = json.loads(line)
    doc = None
    try:
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(request["input"]), "_blank", 0, (
            prop("Hidden", True), prop("ReadOnly", True), prop("MacroExecutionMode", 0),
            prop("UpdateDocMode", 0), prop("Silent", True)))
        if doc is None:
            raise RuntimeError("LibreOffice could not load the document")
        if request["target"] == "ods":
            kind = "calc8"
        elif doc.supportsService("com.sun.star.sheet.SpreadsheetDocument"):
            kind = "calc_pdf_Export"
        elif doc.supportsService("com.sun.star.presentation.PresentationDocument"):
            kind = "impress_pdf_Export"
        elif doc.supportsService("com.sun.star.drawing.DrawingDocument"):
            kind = "draw_pdf_Export"
        else:
            kind = "writer_pdf_Export"
        doc.storeToURL(uno.systemPathToFileUrl(request["output"]), (prop("FilterName", kind),))
        reply({"ok": True})
    except Exception as e:
        crashed = False
        try:
            desktop.getComponents()
        except Exception:
            crashed = True
        reply({"ok": False, "crashed": crashed, "error": str(e)[:500]})
    finally:
        if doc is not None:
            try:
                doc.close(True)
            except Exception:
                pass
finish()
