//! Texts of the review's analysis: the chart of every seat's chance, the marks of the moves, the
//! luck of the dice. A key set of its own, so that an embed's bundle, which has no chart, does
//! not carry them.

text_keys! {
    /// An analysis text key.
    pub enum AnalysisT {
        Title, Filling, Done, ChartLabel, ChartHelp, Inaccuracy, Mistake, Blunder, MoveGave,
        MoveGood, MoveForced, Preferred, ShowBetter, ShowPlayed, ShowingBetter, RollLuck,
        LuckTotal, NoEstimate, Failed, Legend,
    } in eu, en, es, fr
}

fn eu(key: AnalysisT) -> &'static str {
    use AnalysisT::*;
    match key {
        Title => "Irabazteko aukera",
        Filling => "Ordenagailua partida aztertzen ari da: {0}/{1} posizio.",
        Done => "{0} posizio aztertuta.",
        ChartLabel => "Jokalari bakoitzaren irabazteko aukera mugimendu bakoitzaren ondoren",
        ChartHelp => "Egin klik grafikoan mugimendu horretara joateko.",
        Inaccuracy => "zehaztasun eza",
        Mistake => "akatsa",
        Blunder => "hanka-sartze larria",
        MoveGave => "{0}. mugimendua — {1}: {2}; irabazteko aukeratik {3} galdu du.",
        MoveGood => "{0}. mugimendua — {1}: ordenagailuak ere hau aukeratuko zuen, edo beste bat bezain ona.",
        MoveForced => "{0}. mugimendua — {1}: ez zegoen beste aukerarik.",
        Preferred => "Ordenagailuak hau nahiago zuen: {0}",
        ShowBetter => "Erakutsi taulan",
        ShowPlayed => "Itzuli jokatutako mugimendura",
        ShowingBetter => "Taulak ordenagailuak nahiago zuen mugimendua erakusten du, ez jokatutakoa.",
        RollLuck => "{0}. mugimendua: tiradaren zortea {1} jokalariarentzat: {2} (tirada posible guztien batez bestekoarekin alderatuta).",
        LuckTotal => "Dadoen zortea guztira:",
        NoEstimate => "Mugimendu hau oraindik ez da aztertu.",
        Failed => "Ezin izan da partida aztertu: {0}",
        Legend => "{0}: {1}",
    }
}

fn en(key: AnalysisT) -> &'static str {
    use AnalysisT::*;
    match key {
        Title => "Chance to win",
        Filling => "The computer is going through the game: {0} of {1} positions.",
        Done => "{0} positions analysed.",
        ChartLabel => "Each player's chance to win after every move",
        ChartHelp => "Click the chart to go to that move.",
        Inaccuracy => "an inaccuracy",
        Mistake => "a mistake",
        Blunder => "a blunder",
        MoveGave => "Move {0} — {1}: {2}; it gave away {3} of the chance to win.",
        MoveGood => "Move {0} — {1}: the computer would have played it too, or one as good.",
        MoveForced => "Move {0} — {1}: there was no other move.",
        Preferred => "The computer preferred: {0}",
        ShowBetter => "Show on the board",
        ShowPlayed => "Back to the move played",
        ShowingBetter => "The board shows the move the computer preferred, not the one played.",
        RollLuck => "Move {0}: the luck of this roll for {1}: {2} (against the average of all possible rolls).",
        LuckTotal => "Luck of the dice in all:",
        NoEstimate => "This move is not analysed yet.",
        Failed => "The game could not be analysed: {0}",
        Legend => "{0}: {1}",
    }
}

fn es(key: AnalysisT) -> &'static str {
    use AnalysisT::*;
    match key {
        Title => "Probabilidad de ganar",
        Filling => "El ordenador está analizando la partida: {0} de {1} posiciones.",
        Done => "{0} posiciones analizadas.",
        ChartLabel => "La probabilidad de ganar de cada jugador tras cada movimiento",
        ChartHelp => "Haz clic en el gráfico para ir a ese movimiento.",
        Inaccuracy => "una imprecisión",
        Mistake => "un error",
        Blunder => "un error grave",
        MoveGave => "Movimiento {0} — {1}: {2}; perdió {3} de la probabilidad de ganar.",
        MoveGood => "Movimiento {0} — {1}: el ordenador también lo habría jugado, u otro igual de bueno.",
        MoveForced => "Movimiento {0} — {1}: no había otro movimiento.",
        Preferred => "El ordenador prefería: {0}",
        ShowBetter => "Mostrar en el tablero",
        ShowPlayed => "Volver al movimiento jugado",
        ShowingBetter => "El tablero muestra el movimiento que prefería el ordenador, no el jugado.",
        RollLuck => "Movimiento {0}: la suerte de esta tirada para {1}: {2} (frente a la media de todas las tiradas posibles).",
        LuckTotal => "Suerte de los dados en total:",
        NoEstimate => "Este movimiento aún no está analizado.",
        Failed => "No se pudo analizar la partida: {0}",
        Legend => "{0}: {1}",
    }
}

fn fr(key: AnalysisT) -> &'static str {
    use AnalysisT::*;
    match key {
        Title => "Chances de gagner",
        Filling => "L'ordinateur analyse la partie : {0} positions sur {1}.",
        Done => "{0} positions analysées.",
        ChartLabel => "Les chances de gagner de chaque joueur après chaque coup",
        ChartHelp => "Cliquez sur le graphique pour aller à ce coup.",
        Inaccuracy => "une imprécision",
        Mistake => "une erreur",
        Blunder => "une gaffe",
        MoveGave => "Coup {0} — {1} : {2} ; il a perdu {3} des chances de gagner.",
        MoveGood => "Coup {0} — {1} : l'ordinateur l'aurait joué aussi, ou un coup aussi bon.",
        MoveForced => "Coup {0} — {1} : il n'y avait pas d'autre coup.",
        Preferred => "L'ordinateur préférait : {0}",
        ShowBetter => "Montrer sur le plateau",
        ShowPlayed => "Revenir au coup joué",
        ShowingBetter => "Le plateau montre le coup que préférait l'ordinateur, pas celui joué.",
        RollLuck => "Coup {0} : la chance de ce lancer pour {1} : {2} (par rapport à la moyenne de tous les lancers possibles).",
        LuckTotal => "Chance aux dés au total :",
        NoEstimate => "Ce coup n'est pas encore analysé.",
        Failed => "La partie n'a pas pu être analysée : {0}",
        Legend => "{0} : {1}",
    }
}
