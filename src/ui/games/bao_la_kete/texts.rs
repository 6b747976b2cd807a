//! Bao la Kete texts in every language.

use crate::games::bao_la_kete::Refusal;
use crate::ui::i18n::{errors, text_keys, Lang};

text_keys! {
    /// A Bao la Kete text key.
    pub enum BaoT {
        Name, Blurb, VariantMatch, VariantSingle, South, North, ToMove, StageNemo, StageMtaji,
        Reserve, KuuStanding, KuuGone, GameOfMatch, SingleGame, Score, ChoosePit, MustCapture,
        ChooseDir, ChooseKichwa, ChooseSafari, Stop, Safari, Reserved, Obligation, Animating, Speed,
        Slow, Normal, Fast, Skip, GameWon, GameDrawn, NextGame, Cw, Acw, SowText, SeedSowText,
        CaptureText, CapturesTail, FromEnd, StopTail, SafariTail, WinsGameTail, DrawnGameTail,
        SowTowards, FromPit, InHand, Kuu, Cancel,
    } in eu, en, es, fr
}

fn eu(key: BaoT) -> &'static str {
    use BaoT::*;
    match key {
        Name => "Bao la Kete",
        Blurb => "Lamuko baoa: lau zulo-lerro; haziak zure bi lerroetan ereiten dira, eta aurkariaren aurreko lerrotik harrapatzen. Bi jokalarirentzat, hiru partidatik bi irabazi behar dira.",
        VariantMatch => "Hiru partidako lehia: bi irabazten dituenak irabazten du",
        VariantSingle => "Partida bakarra",
        South => "Hegoa",
        North => "Iparra",
        ToMove => "Txanda: {0} ({1}).",
        StageNemo => "nemo etapa",
        StageMtaji => "mtaji etapa",
        Reserve => "Erreserba",
        KuuStanding => "kuu funtzionala",
        KuuGone => "kuua suntsituta",
        GameOfMatch => "{0}. partida · hiru partidatik bi",
        SingleGame => "Partida bakarra",
        Score => "Emaitza: {0} {1} – {2} {3}",
        ChoosePit => "Aukeratu zulo nabarmendu bat mugimendua hasteko.",
        MustCapture => "Harrapaketa derrigorrezkoa da: jarri erreserbako hazi bat zulo nabarmendu batean.",
        ChooseDir => "Aukeratu ereiteko noranzkoa (zuloaren ondoko geziak).",
        ChooseKichwa => "Harrapaketa: aukeratu aurreko lerroaren zein muturretatik ereiten diren harrapatutako haziak.",
        ChooseSafari => "Itzulia zure kuu funtzionalean amaitu da: gelditu bertan, edo jarraitu ereiten (safaria; kuua suntsitzen da).",
        Stop => "Gelditu",
        Safari => "Safaria",
        Reserved => "Hizi zetu: {0} zuloa takasia da txanda honetan; ezin da mugimendurik hortik hasi.",
        Obligation => "Hizi zetu: {0|k} {1} zuloa harrapatu behar du lehenik, ahal badu.",
        Animating => "Ereiten…",
        Speed => "Abiadura",
        Slow => "Motela",
        Normal => "Normala",
        Fast => "Azkarra",
        Skip => "Saltatu",
        GameWon => "{0|k} irabazi du {1}. partida.",
        GameDrawn => "{0}. partida berdinketan amaitu da, eta berriro jokatuko da.",
        NextGame => "{0}. partida hasi da; lehenengo jokalaria: {1}.",
        Cw => "erlojuaren orratzen noranzkoan",
        Acw => "erlojuaren orratzen kontrako noranzkoan",
        SowText => "{0}: {1} zulotik ereiten du, {2}",
        SeedSowText => "{0}: hazi bat {1} zuloan, eta ereiten du, {2}",
        CaptureText => "{0}: hazi bat {1} zuloan",
        CapturesTail => "harrapatzen du: {0}",
        FromEnd => "{0} muturretik",
        StopTail => "kuuan gelditzen da",
        SafariTail => "safaria kuutik",
        WinsGameTail => "{0|k} irabazi du partida",
        DrawnGameTail => "berdinketa",
        SowTowards => "Erein {0} aldera",
        FromPit => "Erein {0} muturretik",
        InHand => "{0}: {1} hazi eskuan",
        Kuu => "kuua",
        Cancel => "Utzi",
    }
}

fn en(key: BaoT) -> &'static str {
    use BaoT::*;
    match key {
        Name => "Bao la Kete",
        Blurb => "Lamu Bao: four rows of pits, seeds sown round your own loop, captures from the opponent's front row. For two, best of three games.",
        VariantMatch => "Match: best of three games",
        VariantSingle => "One game",
        South => "South",
        North => "North",
        ToMove => "{0} to move ({1}).",
        StageNemo => "nemo stage",
        StageMtaji => "mtaji stage",
        Reserve => "Reserve",
        KuuStanding => "functional kuu",
        KuuGone => "kuu destroyed",
        GameOfMatch => "Game {0} · best of three",
        SingleGame => "One game",
        Score => "Score: {0} {1} – {2} {3}",
        ChoosePit => "Choose a highlighted pit to start your move.",
        MustCapture => "Capturing is compulsory: put a reserve seed into a highlighted pit.",
        ChooseDir => "Choose the direction to sow (the arrows at the pit).",
        ChooseKichwa => "Capture: choose the end of your front row the captured seeds are sown from.",
        ChooseSafari => "The sowing ends in your kuu: stop there, or go on (safari; the kuu is destroyed).",
        Stop => "Stop",
        Safari => "Safari",
        Reserved => "Hizi zetu: {0} is reserved this turn; no move may start there.",
        Obligation => "Hizi zetu: {0} must capture {1} first, if possible.",
        Animating => "Sowing…",
        Speed => "Speed",
        Slow => "Slow",
        Normal => "Normal",
        Fast => "Fast",
        Skip => "Skip",
        GameWon => "{0} wins game {1}.",
        GameDrawn => "Game {0} is drawn and will be replayed.",
        NextGame => "Game {0} begins; {1} moves first.",
        Cw => "clockwise",
        Acw => "anticlockwise",
        SowText => "{0}: sows {1} {2}",
        SeedSowText => "{0}: a seed into {1}, sows {2}",
        CaptureText => "{0}: a seed into {1}",
        CapturesTail => "captures {0}",
        FromEnd => "from {0}",
        StopTail => "stops in the kuu",
        SafariTail => "safari from the kuu",
        WinsGameTail => "{0} wins the game",
        DrawnGameTail => "the game is drawn",
        SowTowards => "Sow towards {0}",
        FromPit => "Sow from {0}",
        InHand => "{0}: {1} in hand",
        Kuu => "kuu",
        Cancel => "Cancel",
    }
}

fn es(key: BaoT) -> &'static str {
    use BaoT::*;
    match key {
        Name => "Bao la Kete",
        Blurb => "Bao de Lamu: cuatro filas de hoyos, semillas sembradas en tu propio circuito y capturas en la fila delantera del rival. Para dos, al mejor de tres partidas.",
        VariantMatch => "Encuentro: al mejor de tres partidas",
        VariantSingle => "Una partida",
        South => "Sur",
        North => "Norte",
        ToMove => "Turno de {0} ({1}).",
        StageNemo => "fase nemo",
        StageMtaji => "fase mtaji",
        Reserve => "Reserva",
        KuuStanding => "kuu funcional",
        KuuGone => "kuu destruido",
        GameOfMatch => "Partida {0} · al mejor de tres",
        SingleGame => "Una partida",
        Score => "Marcador: {0} {1} – {2} {3}",
        ChoosePit => "Elige un hoyo resaltado para empezar la jugada.",
        MustCapture => "Capturar es obligatorio: pon una semilla de la reserva en un hoyo resaltado.",
        ChooseDir => "Elige la dirección de la siembra (las flechas junto al hoyo).",
        ChooseKichwa => "Captura: elige desde qué extremo de tu fila delantera se siembran las semillas capturadas.",
        ChooseSafari => "La siembra termina en tu kuu: detente ahí o sigue (safari; el kuu queda destruido).",
        Stop => "Parar",
        Safari => "Safari",
        Reserved => "Hizi zetu: {0} está reservado este turno; ninguna jugada puede empezar ahí.",
        Obligation => "Hizi zetu: {0} debe capturar primero {1}, si puede.",
        Animating => "Sembrando…",
        Speed => "Velocidad",
        Slow => "Lenta",
        Normal => "Normal",
        Fast => "Rápida",
        Skip => "Saltar",
        GameWon => "{0} gana la partida {1}.",
        GameDrawn => "La partida {0} termina en tablas y se vuelve a jugar.",
        NextGame => "Empieza la partida {0}; sale {1}.",
        Cw => "en sentido horario",
        Acw => "en sentido antihorario",
        SowText => "{0}: siembra {1} {2}",
        SeedSowText => "{0}: una semilla en {1}, siembra {2}",
        CaptureText => "{0}: una semilla en {1}",
        CapturesTail => "captura {0}",
        FromEnd => "desde {0}",
        StopTail => "se detiene en el kuu",
        SafariTail => "safari desde el kuu",
        WinsGameTail => "{0} gana la partida",
        DrawnGameTail => "partida en tablas",
        SowTowards => "Sembrar hacia {0}",
        FromPit => "Sembrar desde {0}",
        InHand => "{0}: {1} en la mano",
        Kuu => "kuu",
        Cancel => "Cancelar",
    }
}

fn fr(key: BaoT) -> &'static str {
    use BaoT::*;
    match key {
        Name => "Bao la Kete",
        Blurb => "Le bao de Lamu : quatre rangées de trous, des graines semées sur votre propre circuit, des prises dans la rangée avant adverse. À deux, en deux manches gagnantes.",
        VariantMatch => "Match : deux manches gagnantes sur trois",
        VariantSingle => "Une partie",
        South => "Sud",
        North => "Nord",
        ToMove => "Au tour de {0} ({1}).",
        StageNemo => "phase nemo",
        StageMtaji => "phase mtaji",
        Reserve => "Réserve",
        KuuStanding => "kuu fonctionnel",
        KuuGone => "kuu détruit",
        GameOfMatch => "Manche {0} · deux manches gagnantes",
        SingleGame => "Une partie",
        Score => "Score : {0} {1} – {2} {3}",
        ChoosePit => "Choisissez un trou en surbrillance pour commencer le coup.",
        MustCapture => "La prise est obligatoire : mettez une graine de la réserve dans un trou en surbrillance.",
        ChooseDir => "Choisissez le sens du semis (les flèches près du trou).",
        ChooseKichwa => "Prise : choisissez l'extrémité de votre rangée avant d'où les graines prises sont semées.",
        ChooseSafari => "Le semis finit dans votre kuu : arrêtez-vous là, ou continuez (safari ; le kuu est détruit).",
        Stop => "Arrêter",
        Safari => "Safari",
        Reserved => "Hizi zetu : {0} est réservé pour ce tour ; aucun coup ne peut en partir.",
        Obligation => "Hizi zetu : {0} doit d'abord prendre {1}, si possible.",
        Animating => "Semis en cours…",
        Speed => "Vitesse",
        Slow => "Lente",
        Normal => "Normale",
        Fast => "Rapide",
        Skip => "Passer",
        GameWon => "{0} gagne la manche {1}.",
        GameDrawn => "La manche {0} est nulle et sera rejouée.",
        NextGame => "La manche {0} commence ; {1} joue en premier.",
        Cw => "dans le sens horaire",
        Acw => "dans le sens antihoraire",
        SowText => "{0} : sème {1} {2}",
        SeedSowText => "{0} : une graine dans {1}, sème {2}",
        CaptureText => "{0} : une graine dans {1}",
        CapturesTail => "prend {0}",
        FromEnd => "depuis {0}",
        StopTail => "s'arrête dans le kuu",
        SafariTail => "safari depuis le kuu",
        WinsGameTail => "{0} gagne la manche",
        DrawnGameTail => "manche nulle",
        SowTowards => "Semer vers {0}",
        FromPit => "Semer depuis {0}",
        InHand => "{0} : {1} en main",
        Kuu => "kuu",
        Cancel => "Annuler",
    }
}

/// Why the rules refused a move, in Basque, English, Spanish and French (the order of
/// [`Lang::ALL`]). General where the engine's English names details: the move is shown beside
/// it. A new refusal without its texts does not compile.
#[rustfmt::skip]
pub fn refusal(r: &Refusal) -> [&'static str; 4] {
    match r {
        Refusal::GameOver => [
            "Partida amaitu da.",
            "The game is over.",
            "La partida ha terminado.",
            "La partie est terminée.",
        ],
        Refusal::NotYourPit { .. } => [
            "Zulo hori aurkariarena da: jokatu zure zuloetatik.",
            "That pit is your opponent's: play from your own pits.",
            "Ese hoyo es del rival: juega desde tus hoyos.",
            "Ce trou est à l'adversaire : jouez depuis vos propres trous.",
        ],
        Refusal::NeverEnds { .. } => [
            "Mugimendu honek ez luke inoiz ereiteari utziko, eta amaitzen ez den mugimendua ez da zilegi.",
            "This move would sow for ever, and a move that never ends is not allowed.",
            "Esta jugada sembraría sin fin, y una jugada que nunca termina no está permitida.",
            "Ce coup sèmerait sans fin, et un coup qui ne finit jamais est interdit.",
        ],
        Refusal::NeedsDecision { .. } => [
            "Mugimendu honen itzuli bat zure kuuan amaitzen da: aukeratu bertan gelditu ala jarraitu (safaria).",
            "This move ends a lap in your kuu: choose to stop there or go on (safari).",
            "Esta jugada termina una vuelta en tu kuu: elige detenerte ahí o seguir (safari).",
            "Ce coup finit un tour dans votre kuu : choisissez de vous y arrêter ou de continuer (safari).",
        ],
        Refusal::NoDecision { .. } => [
            "Mugimendu honetan ez dago kuuan gelditu ala jarraitu aukeratzerik.",
            "This move offers no choice between stopping in the kuu and going on.",
            "En esta jugada no hay que elegir entre parar en el kuu o seguir.",
            "Ce coup n'offre pas le choix entre s'arrêter dans le kuu et continuer.",
        ],
        Refusal::HiziZetuObligation { .. } => [
            "Hizi zetu: lehenik takasia egin duzun zuloa harrapatu behar duzu.",
            "Hizi zetu: you must first capture the pit you reserved.",
            "Hizi zetu: primero debes capturar el hoyo que reservaste.",
            "Hizi zetu : vous devez d'abord prendre le trou que vous avez réservé.",
        ],
        Refusal::CaptureCompulsory => [
            "Harrapaketa derrigorrezkoa da: aukeratu harrapatzen duen mugimendu bat.",
            "Capturing is compulsory: choose a move that captures.",
            "Capturar es obligatorio: elige una jugada que capture.",
            "La prise est obligatoire : choisissez un coup qui prend.",
        ],
        Refusal::KuuFirst => [
            "Zure kuua funtzionala den bitartean, takata mugimendua kuutik hasi behar da.",
            "While your kuu is functional, a move without capture must start from the kuu.",
            "Mientras tu kuu sea funcional, la jugada sin captura debe empezar desde el kuu.",
            "Tant que votre kuu est fonctionnel, un coup sans prise doit partir du kuu.",
        ],
        Refusal::FrontFirst => [
            "Atzeko lerroko zulo batek takata mugimendua has dezake, aurreko lerroko zuloek bi hazi edo gehiago ez dituztenean bakarrik.",
            "A back-row pit may start a move without capture only when no front pit holds two or more seeds.",
            "Un hoyo de la fila trasera solo puede empezar una jugada sin captura cuando ningún hoyo delantero tiene dos o más semillas.",
            "Un trou de la rangée arrière ne peut commencer un coup sans prise que si aucun trou avant n'a deux graines ou plus.",
        ],
        Refusal::NemoPit { .. } => [
            "Zulo horrekin ezin da orain hasi: kuua eta hazi bakarreko zuloak azkenerako geratzen dira.",
            "That pit may not start a move now: the kuu and pits with a single seed are played last.",
            "Ese hoyo no puede empezar ahora: el kuu y los hoyos con una sola semilla se juegan en último lugar.",
            "Ce trou ne peut pas commencer maintenant : le kuu et les trous à une seule graine se jouent en dernier.",
        ],
        Refusal::Illegal { .. } => [
            "Mugimendu hori ez da zilegi hemen.",
            "That move is not legal here.",
            "Esa jugada no es legal aquí.",
            "Ce coup n'est pas permis ici.",
        ],
        Refusal::NotNemo => [
            "Erreserbako hazi batekin harrapatzea nemo etapan bakarrik egiten da; mtaji etapan aukeratu zuloa eta noranzkoa.",
            "Capturing with a seed from the reserve belongs to the nemo stage; in the mtaji stage choose the pit and the direction.",
            "Capturar con una semilla de la reserva solo se hace en la fase nemo; en la fase mtaji elige el hoyo y la dirección.",
            "La prise avec une graine de la réserve n'existe qu'en phase nemo ; en phase mtaji, choisissez le trou et le sens.",
        ],
        Refusal::EmptyPit { .. } => [
            "Zulo hori hutsik dago: aukeratu haziak dituen zulo bat.",
            "That pit is empty: choose a pit with seeds.",
            "Ese hoyo está vacío: elige uno con semillas.",
            "Ce trou est vide : choisissez un trou avec des graines.",
        ],
        Refusal::NoCapture { .. } => [
            "Aurrez aurreko zuloa hutsik dago: ez dago zer harrapaturik.",
            "The facing pit is empty: there is nothing to capture.",
            "El hoyo de enfrente está vacío: no hay nada que capturar.",
            "Le trou d'en face est vide : il n'y a rien à prendre.",
        ],
        Refusal::ChooseKichwa { .. } => [
            "Erdiko zulo batetik harrapatzean, aukeratu aurreko lerroaren zein muturretatik (kichwa) erein: ezkerrekoa ala eskuinekoa.",
            "A capture from a central pit needs a kichwa: choose left or right.",
            "Al capturar desde un hoyo central, elige el kichwa: izquierda o derecha.",
            "Une prise depuis un trou central demande un kichwa : choisissez gauche ou droite.",
        ],
        Refusal::KichwaFixed { .. } => [
            "Zulo hau aurreko lerroaren mutur batetik hurbil dago: bere harrapaketak beti mutur horretatik ereiten dira.",
            "This pit is in a kimbi: its captures always start from that side.",
            "Este hoyo está en un kimbi: sus capturas siempre empiezan por ese lado.",
            "Ce trou est dans un kimbi : ses prises partent toujours de ce côté.",
        ],
        Refusal::Reserved { .. } => [
            "Zulo hori takasia da txanda honetan (hizi zetu): ezin da mugimendurik hortik hasi.",
            "That pit is reserved by hizi zetu this turn: no move may start from it.",
            "Ese hoyo está reservado por hizi zetu en este turno: no se puede empezar desde él.",
            "Ce trou est réservé par hizi zetu ce tour-ci : aucun coup ne peut en partir.",
        ],
        Refusal::NemoFront => [
            "Nemo etapan, erreserbako hazia aurreko lerroko zulo batean jartzen da.",
            "In the nemo stage the seed from the reserve goes into a front-row pit.",
            "En la fase nemo, la semilla de la reserva va a un hoyo de la fila delantera.",
            "En phase nemo, la graine de la réserve va dans un trou de la rangée avant.",
        ],
        Refusal::Singleton { .. } => [
            "Bi hazi edo gehiago dituen zulo batek bakarrik has dezake mugimendu bat.",
            "Only a pit with two or more seeds can start a move.",
            "Solo un hoyo con dos o más semillas puede empezar una jugada.",
            "Seul un trou d'au moins deux graines peut commencer un coup.",
        ],
        Refusal::FrontRowEmpty { .. } => [
            "Hau da aurreko lerroan haziak dituzun zulo bakarra: erein erdialderantz.",
            "This is your only occupied front pit: sow it towards the centre.",
            "Es tu único hoyo delantero con semillas: siémbralo hacia el centro.",
            "C'est votre seul trou avant occupé : semez-le vers le centre.",
        ],
    }
}

/// The text of one of this game's refusal codes in `lang`.
pub fn refusal_text(lang: Lang, code: &str) -> Option<&'static str> {
    errors::by_code(lang, code, Refusal::examples(), refusal)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_refusal_has_a_text_in_every_language() {
        crate::ui::i18n::errors::check_refusal_texts(super::Refusal::examples(), super::refusal);
    }

    #[test]
    fn every_key_has_text_in_every_language_with_the_same_placeholders() {
        crate::ui::i18n::tests::check_complete::<super::BaoT>();
    }
}
