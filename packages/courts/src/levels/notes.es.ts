// The Spanish of every court-for-case rule's note (issue 39), keyed by the rule's English note word for word, so the
// rule files keep their English untouched and a note changed in English shows up as a missing Spanish one in
// notes.es.test.ts. Court, agency and form names stay as the court names itself, in English (docs/glossary-es.md).

/** English note → its Spanish (es-US, "usted", short sentences). */
export const LEVEL_NOTES_ES: ReadonlyMap<string, string> = new Map([
  // agencies.ts
  [
    "An appeal of a county's decision on CalFresh, CalWORKs, Medi-Cal, In-Home Supportive Services and other assistance in California is a state hearing before the Department of Social Services' State Hearings Division, not a court. Other benefits (unemployment, Social Security) have their own appeal: check which body hears yours.",
    "En California, la apelación de una decisión del condado sobre CalFresh, CalWORKs, Medi-Cal, In-Home Supportive Services u otra ayuda es una audiencia estatal ante la State Hearings Division del Department of Social Services. No es una corte. Otros beneficios (desempleo, Seguro Social) tienen su propia apelación: verifique quién ve la suya.",
  ],
  [
    "An appeal of a social services agency's decision on public assistance, Medicaid, SNAP or HEAP in New York is a fair hearing before OTDA's Office of Administrative Hearings, not a court. Other benefits (unemployment, Social Security) have their own appeal: check which body hears yours.",
    "En Nueva York, la apelación de una decisión de una agencia de servicios sociales sobre asistencia pública, Medicaid, SNAP o HEAP es una audiencia imparcial ante la Office of Administrative Hearings de OTDA. No es una corte. Otros beneficios (desempleo, Seguro Social) tienen su propia apelación: verifique quién ve la suya.",
  ],
  [
    "A property tax assessment appeal in California is heard by the county's assessment appeals board (in some counties the board of supervisors sits as it), filed with the clerk of the board where the property is, not in the Superior Court.",
    "En California, la apelación del avalúo de un impuesto a la propiedad la ve la junta de apelaciones de avalúos del condado (en algunos condados, la junta de supervisores hace ese papel). Se presenta ante el secretario de la junta del lugar de la propiedad, no en la Superior Court.",
  ],
  [
    "A challenge to a property's assessed value, an exemption or a classification in Florida is a petition to the county's Value Adjustment Board, filed with its clerk, not a court case.",
    "En Florida, para objetar el valor de una propiedad, una exención o una clasificación, se presenta una petición a la Value Adjustment Board del condado, ante su secretario. No es un caso en la corte.",
  ],
  // caseTypes.ts
  [
    "Wills, estates and trusts in New York are heard by the Surrogate's Court of the county where the person who died lived, not the Supreme Court.",
    "En Nueva York, los testamentos, herencias y fideicomisos los ve la Surrogate's Court del condado donde vivía la persona que murió, no la Supreme Court.",
  ],
  [
    "Wills, estates and guardianships in Georgia are heard by the county's Probate Court, not the Superior Court.",
    "En Georgia, los testamentos, herencias y tutelas los ve la Probate Court del condado, no la Superior Court.",
  ],
  [
    "Estates, guardianships and conservatorships in Michigan are heard by the county's Probate Court. Ten rural counties share five probate districts: there the district's court hears the case.",
    "En Michigan, las herencias, tutelas y curatelas las ve la Probate Court del condado. Diez condados rurales comparten cinco distritos de sucesiones: allí ve el caso la corte del distrito.",
  ],
  [
    "Estates, guardianships, trusts and name changes in Ohio are heard by the Probate Division of the county's Court of Common Pleas.",
    "En Ohio, las herencias, tutelas, fideicomisos y cambios de nombre los ve la Probate Division de la Court of Common Pleas del condado.",
  ],
  [
    "Wills, estates, guardianships, conservatorships and name changes in Connecticut are heard by one of 54 regional Probate Courts, which serve towns, not counties: type the probate district's name (for example Housatonic).",
    "En Connecticut, los testamentos, herencias, tutelas, curatelas y cambios de nombre los ve una de 54 Probate Courts regionales. Sirven a pueblos, no a condados: escriba el nombre del distrito (por ejemplo, Housatonic).",
  ],
  [
    "Divorce, custody, support, estates, guardianships and name changes in Massachusetts are heard by the Probate and Family Court's division for the county.",
    "En Massachusetts, el divorcio, la custodia, la manutención, las herencias, las tutelas y los cambios de nombre los ve la división del condado de la Probate and Family Court.",
  ],
  [
    "Divorce, custody, support, paternity, name changes and personal protection orders in Michigan are heard by the Family Division of the county's Circuit Court.",
    "En Michigan, el divorcio, la custodia, la manutención, la paternidad, los cambios de nombre y las órdenes de protección personal los ve la Family Division de la Circuit Court del condado.",
  ],
  [
    "Traffic tickets (motor vehicle violations) and county or city code violations in Maryland are heard by the District Court of Maryland, not the Circuit Court. A civil code citation may instead go to a county board: the citation says where.",
    "En Maryland, las multas de tránsito y las infracciones de códigos del condado o la ciudad las ve la District Court of Maryland, no la Circuit Court. Una citación civil por infracción de código puede ir a una junta del condado: la citación dice adónde.",
  ],
  [
    "Traffic and other citations in Pennsylvania are heard by the Magisterial District Court for where the citation was given: type the district number printed on the citation.",
    "En Pensilvania, las multas de tránsito y otras citaciones las ve la Magisterial District Court del lugar donde se dio la citación. Escriba el número de distrito impreso en la citación.",
  ],
  [
    "Traffic tickets and county ordinance violations in Virginia are heard by the General District Court of the city or county, not the Circuit Court.",
    "En Virginia, las multas de tránsito y las infracciones de ordenanzas del condado las ve la General District Court de la ciudad o el condado, no la Circuit Court.",
  ],
  [
    "Traffic tickets and ordinance violations in Michigan are heard by the numbered District Court for where the ticket was given: type the number printed on it (for example 52-4).",
    "En Michigan, las multas de tránsito y las infracciones de ordenanzas las ve la District Court numerada del lugar donde se dio la multa. Escriba el número impreso en ella (por ejemplo, 52-4).",
  ],
  // federalTypes.ts
  [
    "A Social Security disability appeal (SSDI or SSI) after reconsideration is heard by an administrative law judge of the Social Security Administration's Office of Hearings Operations, not a state court. Other disability benefits (a state program, workers' compensation, veterans' benefits or an insurer) have their own agency or court: check which one hears your case.",
    "Una apelación por discapacidad del Seguro Social (SSDI o SSI) después de la reconsideración la ve un juez administrativo de la Office of Hearings Operations de la Social Security Administration. No es una corte estatal. Otros beneficios por discapacidad (de un programa estatal, de compensación laboral, de veteranos o de una aseguradora) tienen su propia agencia o corte: verifique cuál ve su caso.",
  ],
  [
    "Removal (deportation) cases are heard by an immigration judge in one of the Justice Department's immigration courts, not a state court; the Notice to Appear names the court it was filed with: type that court's city. Other immigration matters, such as an application to USCIS, are not heard by this court.",
    "Los casos de deportación los ve un juez de inmigración en una de las cortes de inmigración del Departamento de Justicia, no una corte estatal. El Notice to Appear nombra la corte donde se presentó: escriba la ciudad de esa corte. Esta corte no ve otros asuntos de inmigración, como una solicitud a USCIS.",
  ],
  [
    "A trademark opposition is filed with and decided by the Trademark Trial and Appeal Board of the U.S. Patent and Trademark Office, wherever the parties live; its decisions are appealed to the Federal Circuit.",
    "Una oposición a una marca se presenta ante la Trademark Trial and Appeal Board de la U.S. Patent and Trademark Office, que la decide, sin importar dónde vivan las partes. Sus decisiones se apelan ante el Federal Circuit.",
  ],
  // fourMoreStates.ts
  [
    "Small claims in Marion County (up to $8,000) are heard by the small claims court of a township (one in each of nine townships): type the township, for example Warren.",
    "En el condado de Marion, los reclamos menores (hasta $8,000) los ve la corte de reclamos menores de un municipio (hay una en cada uno de nueve municipios). Escriba el municipio, por ejemplo Warren.",
  ],
  [
    "Small claims in Indiana (up to $10,000) are heard on the small claims docket of the county's Circuit or Superior Court.",
    "En Indiana, los reclamos menores (hasta $10,000) se ven en la lista de reclamos menores de la Circuit Court o la Superior Court del condado.",
  ],
  [
    "Small claims in Kentucky (up to $2,500) are heard by the Small Claims Division of the county's District Court, not the Circuit Court.",
    "En Kentucky, los reclamos menores (hasta $2,500) los ve la Small Claims Division de la District Court del condado, no la Circuit Court.",
  ],
  [
    "Evictions in Kentucky (forcible detainer) are heard by the District Court of the county where the property is.",
    "En Kentucky, los desalojos (forcible detainer) los ve la District Court del condado donde está la propiedad.",
  ],
  [
    "Small claims in Utah (up to $20,000) are heard by the Justice Court of the city or county where the person sued lives or the claim arose: type it, for example Salt Lake City.",
    "En Utah, los reclamos menores (hasta $20,000) los ve la Justice Court de la ciudad o el condado donde vive la persona demandada o donde pasó el reclamo. Escríbala, por ejemplo Salt Lake City.",
  ],
  [
    "Small claims in Cache County (up to $20,000) are heard by the District Court where no Justice Court serves the place.",
    "En el condado de Cache, los reclamos menores (hasta $20,000) los ve la District Court donde ninguna Justice Court sirve el lugar.",
  ],
  [
    "Evictions in West Virginia (unlawful entry or detainer, wrongful occupation of a rental home) are heard by the county's Magistrate Court when who owns the property is not in dispute.",
    "En Virginia Occidental, los desalojos (unlawful entry or detainer, ocupación indebida de una vivienda de alquiler) los ve la Magistrate Court del condado cuando nadie discute quién es el dueño de la propiedad.",
  ],
  // lessPopulousStates.ts
  [
    "Small claims in Iowa (up to $6,500) are heard as small claims in the county's District Court.",
    "En Iowa, los reclamos menores (hasta $6,500) se ven como reclamos menores en la District Court del condado.",
  ],
  [
    "Evictions in Iowa (forcible entry and detainer) may be brought as small claims in the county's District Court.",
    "En Iowa, los desalojos (forcible entry and detainer) pueden presentarse como reclamos menores en la District Court del condado.",
  ],
  [
    "Small claims in Nevada (up to $10,000) are heard by the Justice Court of the township where the person sued lives, works or does business: type the township (for example Las Vegas).",
    "En Nevada, los reclamos menores (hasta $10,000) los ve la Justice Court del municipio donde la persona demandada vive, trabaja o hace negocios. Escriba el municipio (por ejemplo, Las Vegas).",
  ],
  [
    "Evictions in Nevada (summary eviction) are filed in the Justice Court of the township where the tenant lives: type the township.",
    "En Nevada, los desalojos (summary eviction) se presentan en la Justice Court del municipio donde vive el inquilino. Escriba el municipio.",
  ],
  [
    "Small claims in Bernalillo County (up to $10,000) are heard by the Bernalillo County Metropolitan Court, not the District Court.",
    "En el condado de Bernalillo, los reclamos menores (hasta $10,000) los ve la Bernalillo County Metropolitan Court, no la District Court.",
  ],
  [
    "Small claims in New Mexico outside Bernalillo County (up to $10,000) are heard by the county's Magistrate Court, not the District Court.",
    "En Nuevo México, fuera del condado de Bernalillo, los reclamos menores (hasta $10,000) los ve la Magistrate Court del condado, no la District Court.",
  ],
  [
    "Small claims in Nebraska (up to $3,900, without lawyers) are a division of the County Court, not the District Court.",
    "En Nebraska, los reclamos menores (hasta $3,900, sin abogados) son una división de la County Court, no de la District Court.",
  ],
  [
    "Small claims in Idaho (up to $5,000) are heard by the Small Claims Department of the District Court's Magistrate Division.",
    "En Idaho, los reclamos menores (hasta $5,000) los ve el Small Claims Department de la Magistrate Division de la District Court.",
  ],
  [
    "Small claims in New Hampshire (up to $10,000) are filed in the District Division of the Circuit Court, not the Superior Court. Each district division sits in a town: use the one where you or the person you sue lives.",
    "En New Hampshire, los reclamos menores (hasta $10,000) se presentan en la District Division de la Circuit Court, no en la Superior Court. Cada división de distrito está en un pueblo: use la del lugar donde vive usted o la persona que demanda.",
  ],
  [
    "Evictions in New Hampshire (landlord and tenant writs, RSA 540) are heard by the District Division of the Circuit Court, not the Superior Court.",
    "En New Hampshire, los desalojos (órdenes entre propietario e inquilino, RSA 540) los ve la District Division de la Circuit Court, no la Superior Court.",
  ],
  [
    "Small claims in Maine (up to $6,000) are heard by the District Court, not the Superior Court, after mediation.",
    "En Maine, los reclamos menores (hasta $6,000) los ve la District Court, no la Superior Court, después de una mediación.",
  ],
  [
    "Small claims in the District of Columbia (up to $10,000) are heard by the Superior Court's Small Claims and Conciliation Branch.",
    "En el Distrito de Columbia, los reclamos menores (hasta $10,000) los ve la Small Claims and Conciliation Branch de la Superior Court.",
  ],
  [
    "Evictions in the District of Columbia are heard by the Superior Court's Landlord and Tenant Branch.",
    "En el Distrito de Columbia, los desalojos los ve la Landlord and Tenant Branch de la Superior Court.",
  ],
  // moreStates.ts
  [
    "Small claims in Philadelphia (up to $12,000) are heard by the Civil Division of the Philadelphia Municipal Court, not the Court of Common Pleas.",
    "En Filadelfia, los reclamos menores (hasta $12,000) los ve la Civil Division de la Philadelphia Municipal Court, no la Court of Common Pleas.",
  ],
  [
    "Landlord and tenant cases in Philadelphia are heard by the Civil Division of the Philadelphia Municipal Court.",
    "En Filadelfia, los casos entre propietario e inquilino los ve la Civil Division de la Philadelphia Municipal Court.",
  ],
  [
    "Small claims in Pennsylvania (up to $12,000) are heard by a Magisterial District Court (the Court of Common Pleas may also hear them). Each county is divided into numbered magisterial districts: type the district number on your papers.",
    "En Pensilvania, los reclamos menores (hasta $12,000) los ve una Magisterial District Court (la Court of Common Pleas también puede verlos). Cada condado se divide en distritos numerados: escriba el número de distrito que está en sus papeles.",
  ],
  [
    "Landlord-tenant cases in Pennsylvania (possession, and rent or damages up to $12,000) are heard by a Magisterial District Court: type the magisterial district number on your papers.",
    "En Pensilvania, los casos entre propietario e inquilino (la posesión, y la renta o los daños hasta $12,000) los ve una Magisterial District Court. Escriba el número de distrito que está en sus papeles.",
  ],
  [
    "Small claims in Georgia (up to $15,000) are heard by the county's Magistrate Court, not the Superior Court.",
    "En Georgia, los reclamos menores (hasta $15,000) los ve la Magistrate Court del condado, no la Superior Court.",
  ],
  [
    "Evictions in Georgia (dispossessory actions) are heard by the county's Magistrate Court.",
    "En Georgia, los desalojos (dispossessory actions) los ve la Magistrate Court del condado.",
  ],
  [
    "Small claims in North Carolina are heard by a magistrate in the District Court Division. The limit is set by each county, from $5,000 to $10,000: ask the clerk of court for yours.",
    "En Carolina del Norte, los reclamos menores los ve un funcionario judicial (magistrate) en la District Court Division. Cada condado fija el límite, de $5,000 a $10,000: pregunte el suyo al secretario de la corte.",
  ],
  [
    "Evictions in North Carolina (summary ejectment) are heard in small claims court, part of the District Court Division.",
    "En Carolina del Norte, los desalojos (summary ejectment) se ven en la corte de reclamos menores, que es parte de la District Court Division.",
  ],
  [
    "Small claims in New Jersey (up to $3,000; up to $5,000 for the return of a security deposit) are heard by the Special Civil Part of the county's Superior Court.",
    "En Nueva Jersey, los reclamos menores (hasta $3,000; hasta $5,000 para devolver un depósito de garantía) los ve la Special Civil Part de la Superior Court del condado.",
  ],
  [
    "Landlord-tenant cases in New Jersey are filed in the Special Civil Part of the county's Superior Court.",
    "En Nueva Jersey, los casos entre propietario e inquilino se presentan en la Special Civil Part de la Superior Court del condado.",
  ],
  [
    "Small claims in Virginia (up to $5,000, without lawyers) are heard by the Small Claims Division of the General District Court, not the Circuit Court.",
    "En Virginia, los reclamos menores (hasta $5,000, sin abogados) los ve la Small Claims Division de la General District Court, no la Circuit Court.",
  ],
  [
    "Evictions in Virginia (unlawful detainer) are heard by the General District Court.",
    "En Virginia, los desalojos (unlawful detainer) los ve la General District Court.",
  ],
  [
    "Small claims in Washington are heard by the small claims department of the District Court: up to $10,000 for a person, $5,000 for a business or other claimant.",
    "En Washington, los reclamos menores los ve el departamento de reclamos menores de la District Court: hasta $10,000 para una persona y $5,000 para un negocio u otro demandante.",
  ],
  [
    "Small claims in Arizona (up to $3,500) are heard by a Justice Court. Each county has several, named by precinct (for example Casa Grande Justice Court): type your justice court's name.",
    "En Arizona, los reclamos menores (hasta $3,500) los ve una Justice Court. Cada condado tiene varias, con nombre por precinto (por ejemplo, Casa Grande Justice Court). Escriba el nombre de su Justice Court.",
  ],
  [
    "Evictions in Arizona (forcible or special detainer) are heard by a Justice Court: type your justice court's name.",
    "En Arizona, los desalojos (forcible or special detainer) los ve una Justice Court. Escriba el nombre de su Justice Court.",
  ],
  [
    "Small civil claims in Tennessee (up to $25,000) are heard by the county's General Sessions Court.",
    "En Tennessee, los reclamos civiles menores (hasta $25,000) los ve la General Sessions Court del condado.",
  ],
  [
    "Evictions in Tennessee (forcible entry and detainer) are heard by the county's General Sessions Court, whatever the amount.",
    "En Tennessee, los desalojos (forcible entry and detainer) los ve la General Sessions Court del condado, sin importar la cantidad.",
  ],
  [
    "Small claims in South Carolina (up to $7,500) are heard by the county's Magistrate Court.",
    "En Carolina del Sur, los reclamos menores (hasta $7,500) los ve la Magistrate Court del condado.",
  ],
  [
    "Landlord and tenant cases in South Carolina, evictions included, are heard by the county's Magistrate Court.",
    "En Carolina del Sur, los casos entre propietario e inquilino, incluidos los desalojos, los ve la Magistrate Court del condado.",
  ],
  [
    "Small claims in Minnesota (up to $20,000; $4,000 for consumer credit claims) are heard by the Conciliation Court of the county's District Court.",
    "En Minnesota, los reclamos menores (hasta $20,000; $4,000 para reclamos de crédito al consumidor) los ve la Conciliation Court de la District Court del condado.",
  ],
  [
    "Evictions in Hennepin and Ramsey counties are heard by the Housing Court of the county's District Court.",
    "En los condados de Hennepin y Ramsey, los desalojos los ve la Housing Court de la District Court del condado.",
  ],
  [
    "Small claims in Wisconsin (up to $10,000; $5,000 for personal injury and other tort claims) are heard on the Circuit Court's small claims docket.",
    "En Wisconsin, los reclamos menores (hasta $10,000; $5,000 para lesiones personales y otros daños) se ven en la lista de reclamos menores de la Circuit Court.",
  ],
  [
    "Evictions in Wisconsin are small claims actions in the county's Circuit Court.",
    "En Wisconsin, los desalojos son casos de reclamos menores en la Circuit Court del condado.",
  ],
  [
    "Small claims in Oregon (up to $10,000) are heard by the county's Circuit Court.",
    "En Oregón, los reclamos menores (hasta $10,000) los ve la Circuit Court del condado.",
  ],
  [
    "Evictions in Oregon must be filed with the county's Circuit Court.",
    "En Oregón, los desalojos deben presentarse en la Circuit Court del condado.",
  ],
  [
    "Small claims in Oklahoma (up to $10,000) are heard on the District Court's small claims docket.",
    "En Oklahoma, los reclamos menores (hasta $10,000) se ven en la lista de reclamos menores de la District Court.",
  ],
  [
    "Evictions in Oklahoma (forcible entry and detainer) are heard on the District Court's small claims docket.",
    "En Oklahoma, los desalojos (forcible entry and detainer) se ven en la lista de reclamos menores de la District Court.",
  ],
  [
    "Small claims in Michigan (up to $7,000) are heard by the Small Claims Division of the District Court, not the Circuit Court. District courts are numbered (for example the 52-4 District Court): type your district court's number.",
    "En Michigan, los reclamos menores (hasta $7,000) los ve la Small Claims Division de la District Court, no la Circuit Court. Las District Courts tienen número (por ejemplo, la 52-4 District Court). Escriba el número de su District Court.",
  ],
  [
    "Evictions in Michigan (landlord-tenant summary proceedings) are filed at the District Court where the home is: type that district court's number.",
    "En Michigan, los desalojos (landlord-tenant summary proceedings) se presentan en la District Court del lugar de la vivienda. Escriba el número de esa District Court.",
  ],
  [
    "Small claims in Colorado (up to $7,500) are heard by the County Court, not the District Court.",
    "En Colorado, los reclamos menores (hasta $7,500) los ve la County Court, no la District Court.",
  ],
  [
    "Evictions in Colorado (forcible entry and detainer) are filed in the county where the home is; the County Court can award up to $15,000 with them.",
    "En Colorado, los desalojos (forcible entry and detainer) se presentan en el condado donde está la vivienda. Con ellos, la County Court puede otorgar hasta $15,000.",
  ],
  [
    "Small claims in Massachusetts (up to $7,000) are a special session of the District Court, the Boston Municipal Court or the Housing Court, not the Superior Court. District courts are named by town: type your court's town.",
    "En Massachusetts, los reclamos menores (hasta $7,000) son una sesión especial de la District Court, la Boston Municipal Court o la Housing Court, no de la Superior Court. Las District Courts llevan el nombre de un pueblo: escriba el pueblo de su corte.",
  ],
  [
    "Evictions in Massachusetts (summary process) are heard by the District Court, the Boston Municipal Court or the Housing Court where the home is, not the Superior Court. For a District Court, type your court's town.",
    "En Massachusetts, los desalojos (summary process) los ve la District Court, la Boston Municipal Court o la Housing Court del lugar de la vivienda, no la Superior Court. Para una District Court, escriba el pueblo de su corte.",
  ],
  [
    "Small claims in Connecticut (up to $5,000) are part of the Superior Court and heard by magistrates.",
    "En Connecticut, los reclamos menores (hasta $5,000) son parte de la Superior Court y los ven funcionarios judiciales (magistrates).",
  ],
  [
    "Evictions in Connecticut (summary process) are heard by the Superior Court, in a Housing Session or the judicial district's housing docket.",
    "En Connecticut, los desalojos (summary process) los ve la Superior Court, en una Housing Session o en la lista de vivienda del distrito judicial.",
  ],
  [
    "Small claims in Missouri (up to $5,000) are heard by a judge of the county's Circuit Court sitting as the small claims court.",
    "En Misuri, los reclamos menores (hasta $5,000) los ve un juez de la Circuit Court del condado, que actúa como corte de reclamos menores.",
  ],
  [
    "Evictions in Missouri (rent and possession, unlawful detainer) are filed with the county's Circuit Court.",
    "En Misuri, los desalojos (renta y posesión, unlawful detainer) se presentan en la Circuit Court del condado.",
  ],
  [
    "Small claims in Alabama (up to $6,000) are heard by the small claims division of the county's District Court, not the Circuit Court.",
    "En Alabama, los reclamos menores (hasta $6,000) los ve la división de reclamos menores de la District Court del condado, no la Circuit Court.",
  ],
  [
    "Evictions in Alabama (unlawful detainer) are filed in the District Court of the county where the home is (the Circuit Court shares the jurisdiction and alone grants injunctions).",
    "En Alabama, los desalojos (unlawful detainer) se presentan en la District Court del condado donde está la vivienda. La Circuit Court comparte esa competencia y es la única que da órdenes de restricción (injunctions).",
  ],
  // ohio.ts
  [
    "Small claims in Ohio (up to $6,000) are heard by the small claims division of the municipal court (or, where there is one instead, the county court) for where the person sued lives or the events happened. Type the name that comes before \"Municipal Court\", for example Cleveland or Franklin County; in a county court's area, write that court's own name.",
    'En Ohio, los reclamos menores (hasta $6,000) los ve la división de reclamos menores de la corte municipal (o, donde la hay en su lugar, la corte del condado) del lugar donde vive la persona demandada o donde pasaron los hechos. Escriba el nombre que va antes de "Municipal Court", por ejemplo Cleveland o Franklin County. En el área de una corte del condado, escriba el nombre propio de esa corte.',
  ],
  [
    'Evictions in Ohio (forcible entry and detainer) are filed in the municipal or county court for where the property is; the Court of Common Pleas may hear them too. Type the name that comes before "Municipal Court", for example Cleveland or Franklin County.',
    'En Ohio, los desalojos (forcible entry and detainer) se presentan en la corte municipal o del condado del lugar de la propiedad. La Court of Common Pleas también puede verlos. Escriba el nombre que va antes de "Municipal Court", por ejemplo Cleveland o Franklin County.',
  ],
  // rules.ts
  [
    "Small claims in New York City (up to $10,000) are heard by the Small Claims Part of the Civil Court of the City of New York, not the Supreme Court.",
    "En la ciudad de Nueva York, los reclamos menores (hasta $10,000) los ve la Small Claims Part de la Civil Court of the City of New York, no la Supreme Court.",
  ],
  [
    "Residential eviction cases (holdover and non-payment) in New York City are heard by the Housing Part of the Civil Court (Housing Court).",
    "En la ciudad de Nueva York, los casos de desalojo de vivienda (holdover y falta de pago) los ve la Housing Part de la Civil Court (Housing Court).",
  ],
  [
    "Small claims in Texas (up to $20,000) are heard by a Justice Court. Each county's justice courts are numbered by precinct (and some by place): type the precinct on your papers.",
    "En Texas, los reclamos menores (hasta $20,000) los ve una Justice Court. Las Justice Courts de cada condado tienen número por precinto (y algunas por lugar): escriba el precinto que está en sus papeles.",
  ],
  [
    "Eviction cases in Texas are heard by the Justice Court of the precinct where the property is: type the precinct on your papers.",
    "En Texas, los desalojos los ve la Justice Court del precinto donde está la propiedad. Escriba el precinto que está en sus papeles.",
  ],
  [
    "Small claims in Maryland (up to $5,000) are heard only by the District Court of Maryland, not the Circuit Court.",
    "En Maryland, los reclamos menores (hasta $5,000) los ve solo la District Court of Maryland, no la Circuit Court.",
  ],
  [
    "Landlord-tenant cases in Maryland (failure to pay rent, holding over, breach of lease) are heard by the District Court of Maryland.",
    "En Maryland, los casos entre propietario e inquilino (falta de pago de la renta, quedarse después del contrato, violación del contrato) los ve la District Court of Maryland.",
  ],
  [
    "Small claims in California are heard by the county's Superior Court: up to $12,500 for a person, $6,250 for a business or other entity.",
    "En California, los reclamos menores los ve la Superior Court del condado: hasta $12,500 para una persona y $6,250 para un negocio u otra entidad.",
  ],
  [
    "Evictions in California (unlawful detainer cases) are heard by the Superior Court of the county where the property is.",
    "En California, los desalojos (casos de unlawful detainer) los ve la Superior Court del condado donde está la propiedad.",
  ],
  [
    "Small claims in Illinois (up to $10,000) are heard by the county's Circuit Court.",
    "En Illinois, los reclamos menores (hasta $10,000) los ve la Circuit Court del condado.",
  ],
  [
    "Evictions in Illinois are heard by the county's Circuit Court.",
    "En Illinois, los desalojos los ve la Circuit Court del condado.",
  ],
  [
    "Small claims in Florida (up to $8,000) are heard by the County Court, not the Circuit Court.",
    "En Florida, los reclamos menores (hasta $8,000) los ve la County Court, no la Circuit Court.",
  ],
  [
    "Evictions (the right to possession of a home) in Florida are heard by the County Court.",
    "En Florida, los desalojos (el derecho a la posesión de una vivienda) los ve la County Court.",
  ],
]);
