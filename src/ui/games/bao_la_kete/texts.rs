//! Bao la Kete texts in every language.

use crate::ui::i18n::{Lang, Texts};

macro_rules! bao_keys {
    ($($k:ident),* $(,)?) => {
        /// A Bao la Kete text key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum BaoT { $($k),* }
        impl BaoT {
            pub const ALL: &'static [BaoT] = &[$(BaoT::$k),*];
        }
    };
}

bao_keys! {
    Name, Blurb, VariantMatch, VariantSingle, South, North, ToMove, StageNemo, StageMtaji,
    Reserve, KuuStanding, KuuGone, GameOfMatch, SingleGame, Score, ChoosePit, MustCapture,
    ChooseDir, ChooseKichwa, ChooseSafari, Stop, Safari, Reserved, Obligation, Animating, Speed,
    Slow, Normal, Fast, Skip, GameWon, GameDrawn, NextGame, Cw, Acw, SowText, SeedSowText,
    CaptureText, CapturesTail, FromEnd, StopTail, SafariTail, WinsGameTail, DrawnGameTail,
    SowTowards, FromPit, InHand, Kuu, Cancel,
}

impl Texts for BaoT {
    fn all() -> &'static [Self] {
        BaoT::ALL
    }

    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Eu => eu(self),
            Lang::En => en(self),
            Lang::Es => es(self),
            Lang::Fr => fr(self),
        }
    }
}

fn eu(key: BaoT) -> &'static str {
    use BaoT::*;
    match key {
        Name => "Bao la Kete",
        Blurb => "Lamuko baoa: lau zulo-lerro, haziak zure zirkuituan ereiten dira eta aurkariaren aurreko lerrotik harrapatzen dira. Bi jokalarirentzat, hiru partidatik bi irabazi.",
        VariantMatch => "Norgehiagoka: hiru partidatik bi irabazi",
        VariantSingle => "Partida bakarra",
        South => "Hegoa",
        North => "Iparra",
        ToMove => "Txanda: {0} ({1}).",
        StageNemo => "nemo aroa",
        StageMtaji => "mtaji aroa",
        Reserve => "Erreserba",
        KuuStanding => "kuua zutik",
        KuuGone => "kuua suntsituta",
        GameOfMatch => "{0}. partida · hiru partidatik bi",
        SingleGame => "Partida bakarra",
        Score => "Emaitza: {0} {1} – {2} {3}",
        ChoosePit => "Aukeratu zulo nabarmendu bat mugimendua hasteko.",
        MustCapture => "Harrapatzea derrigorrezkoa da: jarri erreserbako hazi bat zulo nabarmendu batean.",
        ChooseDir => "Aukeratu ereiteko norabidea (zuloaren ondoko geziak).",
        ChooseKichwa => "Harrapaketa: aukeratu harrapatutako haziak aurreko lerroaren zein muturretik ereiten diren.",
        ChooseSafari => "Ereitea zure kuuan amaitzen da: gelditu bertan, edo jarraitu (safaria; kuua suntsitzen da).",
        Stop => "Gelditu",
        Safari => "Safaria",
        Reserved => "Hizi zetu: {0} erreserbatuta dago txanda honetan; ezin da hortik hasi.",
        Obligation => "Hizi zetu: {0} — lehenik {1} harrapatu behar da, ahal bada.",
        Animating => "Ereiten…",
        Speed => "Abiadura",
        Slow => "Motela",
        Normal => "Normala",
        Fast => "Azkarra",
        Skip => "Saltatu",
        GameWon => "{0} irabazle {1}. partidan.",
        GameDrawn => "{0}. partida berdinketan amaitu da eta berriz jokatuko da.",
        NextGame => "{0}. partida hasi da; lehena: {1}.",
        Cw => "erlojuaren norabidean",
        Acw => "erlojuaren kontrako norabidean",
        SowText => "{0}: {1} ereiten du, {2}",
        SeedSowText => "{0}: hazi bat {1} zuloan eta ereiten du, {2}",
        CaptureText => "{0}: hazi bat {1} zuloan",
        CapturesTail => "harrapatzen du: {0}",
        FromEnd => "{0} muturretik",
        StopTail => "kuuan gelditzen da",
        SafariTail => "safaria kuutik",
        WinsGameTail => "{0} irabazle",
        DrawnGameTail => "berdinketa",
        SowTowards => "Erein {0} aldera",
        FromPit => "{0} muturretik erein",
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
        KuuStanding => "kuu standing",
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
        KuuStanding => "kuu en pie",
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
        KuuStanding => "kuu debout",
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

#[cfg(test)]
mod tests {
    #[test]
    fn every_key_has_text_in_every_language_with_the_same_placeholders() {
        crate::ui::i18n::tests::check_complete::<super::BaoT>();
    }
}
